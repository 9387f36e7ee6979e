import { lazy, Suspense, useEffect, useState } from 'react'
import { useToasts } from './use-toast.ts'

/** Loads the toast region's code (the app does so up front on pages the browser renders itself). */
export const loadToaster = () => import('./toaster.tsx')

const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })))

/**
 * The toast region, mounted in the browser only: prerendered HTML must not carry the inline style
 * Radix puts on it (the CSP forbids inline styles), and showing a page does not need its code. It
 * is loaded once the page is idle, so that a toast raised just before a redirect (the sign-in
 * warnings) is on screen at once; a toast raised earlier loads it straight away.
 */
export function DeferredToaster() {
  const hasToasts = useToasts().length > 0
  const [isIdle, setIsIdle] = useState(false)

  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIsIdle(true), { timeout: 2000 })
      return () => window.cancelIdleCallback(handle)
    }
    const timer = setTimeout(() => setIsIdle(true), 200)
    return () => clearTimeout(timer)
  }, [])

  return isIdle || hasToasts ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null
}
