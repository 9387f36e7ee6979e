import { useQuery } from '@tanstack/react-query'
import { newsContract } from '#shared/contracts/news.contract.ts'
import { api } from '#client/lib/api-client.ts'

export const adminNewsKeys = {
  all: ['admin-news'] as const,
  items: () => [...adminNewsKeys.all, 'items'] as const,
  feeds: () => [...adminNewsKeys.all, 'feeds'] as const,
}

/** Published news items, newest first, with their click counts. */
export function useAdminNewsItems() {
  return useQuery({
    queryKey: adminNewsKeys.items(),
    queryFn: ({ signal }) => api(newsContract.adminList, { query: { limit: 100 }, signal }),
    staleTime: 0,
  })
}

/** The feeds the news job reads, with their last result. */
export function useNewsFeeds() {
  return useQuery({
    queryKey: adminNewsKeys.feeds(),
    queryFn: ({ signal }) => api(newsContract.feedsList, { signal }),
    staleTime: 0,
  })
}
