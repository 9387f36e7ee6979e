import { useMutation, useQueryClient } from '@tanstack/react-query'
import { socialContract, type CreateSocialPostInput } from '#shared/contracts/social.contract.ts'
import { api } from '#client/lib/api-client.ts'
import { socialKeys } from './social.queries.ts'

/** Schedules a post; the queue and Analytics load again. */
export function useSchedulePost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateSocialPostInput) => api(socialContract.create, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: socialKeys.all }),
  })
}

/** Deletes a post that is still waiting. */
export function useDeletePost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api(socialContract.remove, { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: socialKeys.all }),
  })
}
