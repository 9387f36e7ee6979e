import { useQuery } from '@tanstack/react-query'
import { socialContract, type SocialPost } from '#shared/contracts/social.contract.ts'
import { videosContract, type VideoPlan } from '#shared/contracts/videos.contract.ts'
import { api } from '#client/lib/api-client.ts'

export const socialKeys = {
  all: ['social'] as const,
  posts: () => [...socialKeys.all, 'posts'] as const,
  metrics: () => [...socialKeys.all, 'metrics'] as const,
  videos: () => [...socialKeys.all, 'videos'] as const,
}

/** A rendered video a post can show: its plan with the MP4 the site serves. */
export type RenderedVideo = VideoPlan & { videoUrl: string }

const isRendered = (plan: VideoPlan): plan is RenderedVideo =>
  (plan.status === 'GENERATED' || plan.status === 'POSTED') && plan.videoUrl !== null

// While a post waits for its time (or a retry), the queue is read again this often to show the outcome.
const PENDING_REFRESH_MS = 5_000

const hasPending = (posts: SocialPost[] | undefined) =>
  posts?.some((post) => post.status === 'PENDING') ?? false

/** The post queue and the channels a post can go to. */
export function useSocialPosts() {
  return useQuery({
    queryKey: socialKeys.posts(),
    queryFn: ({ signal }) => api(socialContract.list, { query: { limit: 200 }, signal }),
    staleTime: 0,
    refetchInterval: (query) => (hasPending(query.state.data?.posts) ? PENDING_REFRESH_MS : false),
  })
}

/** totalPosts, engagementRate and totalReach, with what they are made of. */
export function useSocialMetrics() {
  return useQuery({
    queryKey: socialKeys.metrics(),
    queryFn: ({ signal }) => api(socialContract.metrics, { signal }),
    staleTime: 0,
  })
}

/** The site's rendered videos (GENERATED or POSTED), newest first, for a post's media. */
export function useRenderedVideos() {
  return useQuery({
    queryKey: socialKeys.videos(),
    queryFn: async ({ signal }) => (await api(videosContract.plans, { signal })).plans.filter(isRendered),
  })
}
