import { lazy, Suspense, useState } from 'react'
import { useToasts } from './use-toast.ts'

const Toaster = lazy(() => import('./toaster.tsx').then((m) => ({ default: m.Toaster })))

/**
 * The toast region, loaded with the first toast: its code is not needed to show a page, and
 * prerendered HTML must not carry the inline style Radix puts on it (the CSP forbids inline
 * styles). Once loaded it stays, so later toasts show at once.
 */
export function DeferredToaster() {
  const hasToasts = useToasts().length > 0
  const [isNeeded, setIsNeeded] = useState(false)
  if (hasToasts && !isNeeded) setIsNeeded(true)
  return isNeeded ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null
}
