import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { DeferredToaster } from '#client/components/ui/deferred-toaster.tsx'

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
      <DeferredToaster isEager={isToasterEager} />
    </QueryClientProvider>
  )
}
