import { useQuery } from '@tanstack/react-query'
import { outboxContract } from '#shared/contracts/outbox.contract.ts'
import { api } from '#client/lib/api-client.ts'

/** How many of the newest stored messages the screen reads (the endpoint's most). */
export const OUTBOX_LIMIT = 200

export const outboxKeys = {
  all: ['outbox'] as const,
  list: () => [...outboxKeys.all, 'list'] as const,
}

/** The newest stored messages, read again on each visit (mail goes out while staff work). */
export function useOutbox() {
  return useQuery({
    queryKey: outboxKeys.list(),
    queryFn: ({ signal }) => api(outboxContract.list, { query: { limit: OUTBOX_LIMIT }, signal }),
    staleTime: 0,
  })
}
