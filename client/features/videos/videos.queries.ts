import { useQuery } from '@tanstack/react-query'
import { videosContract, type VideoPlan } from '#shared/contracts/videos.contract.ts'
import { api } from '#client/lib/api-client.ts'

export const videosKeys = {
  all: ['videos'] as const,
  plans: () => [...videosKeys.all, 'plans'] as const,
  today: () => [...videosKeys.all, 'today'] as const,
  progress: (planId: string) => [...videosKeys.all, 'progress', planId] as const,
}

/** How often the screen asks again while a video renders. */
const RENDER_POLL_MS = 1500

const isRendering = (plans: readonly (VideoPlan | null)[] | undefined) =>
  Boolean(plans?.some((plan) => plan?.status === 'PLANNED'))

/** The latest plans, newest first; asked again while any of them is rendering. */
export function useVideoPlans() {
  return useQuery({
    queryKey: videosKeys.plans(),
    queryFn: ({ signal }) => api(videosContract.plans, { signal }),
    staleTime: 0,
    refetchInterval: (query) => (isRendering(query.state.data?.plans) ? RENDER_POLL_MS : false),
  })
}

/** Today's daily plan, or null until the daily job has made it. */
export function useTodayPlan() {
  return useQuery({
    queryKey: videosKeys.today(),
    queryFn: ({ signal }) => api(videosContract.today, { signal }),
    staleTime: 0,
    refetchInterval: (query) => (isRendering([query.state.data?.plan ?? null]) ? RENDER_POLL_MS : false),
  })
}

/** How far a PLANNED plan's render has got, asked again until it is done. */
export function useRenderProgress(planId: string, isPlanned: boolean) {
  return useQuery({
    queryKey: videosKeys.progress(planId),
    queryFn: ({ signal }) => api(videosContract.progress, { params: { id: planId }, signal }),
    enabled: isPlanned,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data && query.state.data.status !== 'PLANNED' ? false : RENDER_POLL_MS,
  })
}
