import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import { DeferredToaster } from '#client/components/ui/deferred-toaster.tsx'
import { announceAppReady } from './app-ready.ts'

type ProvidersProps = {
  queryClient: QueryClient
  /** Mount the toast region at once (pages rendered in the browser, not hydrated). */
  isToasterEager?: boolean
  children: ReactNode
}

export function Providers({ queryClient, isToasterEager = false, children }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <AppReady />
      <DeferredToaster isEager={isToasterEager} />
    </QueryClientProvider>
  )
}

/**
 * Says, once the first render is committed (hydrated or not), that the page's handlers are attached.
 * It is part of the tree the server draws too (where effects never run), so that both trees have the
 * same shape and every useId matches: hydration does not correct an attribute such as a tab's id, so
 * a panel opened later would otherwise be labelled by an id nothing carries.
 */
function AppReady() {
  useEffect(announceAppReady, [])
  return null
}
