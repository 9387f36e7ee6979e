import { useEffect } from 'react'

/**
 * Scrolls to the element the address's #fragment names once the page has drawn it. The browser
 * does this by itself for a prerendered page, but not when the content arrives after the figures
 * loaded in the browser (a visit from another page of the site, or an assistant's cited link).
 */
export function useScrollToFragment() {
  useEffect(() => {
    const fragment = decodeURIComponent(window.location.hash.slice(1))
    if (fragment) document.getElementById(fragment)?.scrollIntoView()
  }, [])
}
