import { useMutation, useQueryClient } from '@tanstack/react-query'
import { videosContract, type GenerateVideoInput } from '#shared/contracts/videos.contract.ts'
import { api } from '#client/lib/api-client.ts'
import { videosKeys } from './videos.queries.ts'

// The public news page (client/features/news) keeps its items under this key: a posted video shows there.
const PUBLIC_NEWS_KEY = ['news'] as const

function useVideoAction<V, R>(action: (variables: V) => Promise<R>, alsoNews = false) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: action,
    // Settled, not only succeeded: a failed post has turned the plan FAILED with its reason.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: videosKeys.plans() }),
        queryClient.invalidateQueries({ queryKey: videosKeys.today() }),
        ...(alsoNews ? [queryClient.invalidateQueries({ queryKey: PUBLIC_NEWS_KEY })] : []),
      ]),
  })
}

/** Plans a video and starts its render. */
export function useGenerateVideo() {
  return useVideoAction((body: GenerateVideoInput) => api(videosContract.generate, { body }))
}

/** Post Now: the site's news, and YouTube when configured. */
export function usePostVideo() {
  return useVideoAction((planId: string) => api(videosContract.schedule, { body: { planId } }), true)
}

/** Retry a failed plan: render again, or post again. */
export function useRetryVideo() {
  return useVideoAction((planId: string) => api(videosContract.retry, { body: { planId } }), true)
}
