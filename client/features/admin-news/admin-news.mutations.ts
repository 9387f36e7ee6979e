import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  newsContract,
  type CreateNewsFeedInput,
  type CreateNewsItemInput,
} from '#shared/contracts/news.contract.ts'
import { api } from '#client/lib/api-client.ts'
import { adminNewsKeys } from './admin-news.queries.ts'

function useNewsAction<V, R>(action: (variables: V) => Promise<R>, key: readonly unknown[]) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: action,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: key }),
  })
}

/** Publishes an item entered by hand. */
export function useCreateNewsItem() {
  return useNewsAction(
    (body: CreateNewsItemInput) => api(newsContract.adminCreate, { body }),
    adminNewsKeys.items(),
  )
}

// The public news page and widget (client/features/news) keep their items under this key.
const PUBLIC_NEWS_KEY = ['news'] as const

/** Edits an item; the admin list, the news page and the widget then load it again. */
export function useUpdateNewsItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CreateNewsItemInput }) =>
      api(newsContract.adminUpdate, { params: { id }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminNewsKeys.items() }),
        queryClient.invalidateQueries({ queryKey: PUBLIC_NEWS_KEY }),
      ]),
  })
}

/** Removes an item (one read from a feed stays hidden when the feed lists it again). */
export function useDeleteNewsItem() {
  return useNewsAction(
    (id: string) => api(newsContract.adminDelete, { params: { id } }),
    adminNewsKeys.items(),
  )
}

/** Adds a feed; the news job reads it at once. Its items arrive with that read. */
export function useAddNewsFeed() {
  return useNewsAction(
    (body: CreateNewsFeedInput) => api(newsContract.feedsCreate, { body }),
    adminNewsKeys.feeds(),
  )
}

/** Stops reading a feed; its items stay. */
export function useRemoveNewsFeed() {
  return useNewsAction(
    (id: string) => api(newsContract.feedsDelete, { params: { id } }),
    adminNewsKeys.feeds(),
  )
}
