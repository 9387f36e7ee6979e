import { lazy, Suspense, useState, type ComponentType } from 'react'
import { useToasts } from './use-toast.ts'

// Set once the code is loaded: rendered directly from then on, since a lazy component that
// suspends is revealed only after React's fallback throttle (about 300 ms), too late for a toast
// shown just before a redirect.
let LoadedToaster: ComponentType | null = null

/** Loads the toast region's code (the app does so up front on pages the browser renders itself). */
export async function loadToaster() {
  const module = await import('./toaster.tsx')
  LoadedToaster = module.Toaster
  return module
}

const LazyToaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })))

/**
 * The toast region. On prerendered pages it is mounted with the first toast: their HTML must not
 * carry the inline style Radix puts on it (the CSP forbids inline styles), and showing them does
 * not need its code. `isEager` mounts it at once, for pages the browser renders itself, which warn
 * just before redirecting to sign in. Once mounted it stays, so later toasts show at once.
 */
export function DeferredToaster({ isEager = false }: { isEager?: boolean }) {
  const hasToasts = useToasts().length > 0
  const [isNeeded, setIsNeeded] = useState(isEager)
  if (hasToasts && !isNeeded) setIsNeeded(true)
  if (!isNeeded) return null
  if (LoadedToaster) return <LoadedToaster />
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  )
}
