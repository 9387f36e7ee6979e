import { QueryClient } from '@tanstack/react-query'
import { isClientError } from '#client/lib/api-error.ts'

const FIVE_MINUTES_MS = 5 * 60 * 1000
// Three attempts in total: retry is asked after each failure with the failures counted from 0.
const MAX_RETRIES = 2
const MAX_RETRY_DELAY_MS = 30_000

/** The data-fetching rules of the specification, shared by every query. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FIVE_MINUTES_MS,
        gcTime: FIVE_MINUTES_MS,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => !isClientError(error) && failureCount < MAX_RETRIES,
        retryDelay: (failureCount) => Math.min(1000 * 2 ** failureCount, MAX_RETRY_DELAY_MS),
      },
    },
  })
}
