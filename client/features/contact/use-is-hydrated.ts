import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False in the server's render and in the browser's hydration of it, true once the page's script
 * runs: what a prerendered form needs to know before it may be sent.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
