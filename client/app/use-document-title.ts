import { useEffect } from 'react'
import { useMatches } from 'react-router'

export type RouteHandle = {
  title?: string
  /** The page's route module (under client/), by which the server finds its chunk to preload. */
  module?: string
}

/** Sets the tab title from the deepest route's handle, followed by the company name. */
export function useDocumentTitle(companyName: string | undefined) {
  const matches = useMatches()
  const title = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter(Boolean)
    .at(-1)

  useEffect(() => {
    const parts = [title, companyName].filter(Boolean)
    if (parts.length > 0) document.title = parts.join(' | ')
  }, [title, companyName])
}
