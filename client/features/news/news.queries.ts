import { queryOptions, useQuery } from '@tanstack/react-query'
import { lazyApi } from '#client/lib/lazy-api.ts'

const contract = () => import('#shared/contracts/news.contract.ts').then((m) => m.newsContract)

const WIDGET_REFRESH_MS = 5 * 60 * 1000

export const newsKeys = {
  all: ['news'] as const,
  widget: () => [...newsKeys.all, 'widget'] as const,
  list: () => [...newsKeys.all, 'list'] as const,
}

/** The latest items for the landing-page widget (the server's default of 4), refreshed every 5 minutes. */
export const newsWidgetQuery = () =>
  queryOptions({
    queryKey: newsKeys.widget(),
    queryFn: ({ signal }) => lazyApi(() => contract().then((c) => c.widget), { signal }),
    refetchInterval: WIDGET_REFRESH_MS,
  })

/** The news page: the latest 4 videos and 4 articles. */
export const newsListQuery = () =>
  queryOptions({
    queryKey: newsKeys.list(),
    queryFn: ({ signal }) => lazyApi(() => contract().then((c) => c.list), { signal }),
  })

export function useNewsWidget() {
  return useQuery(newsWidgetQuery())
}

export function useNewsList() {
  return useQuery(newsListQuery())
}
