import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  SOCIAL_IMAGE_LIMITS,
  socialContract,
  type CreateSocialPostInput,
} from '#shared/contracts/social.contract.ts'
import { api } from '#client/lib/api-client.ts'
import { postMultipart } from '#client/lib/upload.ts'
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

/** Uploads a post's image (multipart, one file); answers the site path that serves it. */
export function useUploadImage() {
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData()
      form.append(SOCIAL_IMAGE_LIMITS.field, file, file.name)
      return socialContract.uploadImage.response.parse(
        await postMultipart(socialContract.uploadImage.path, form),
      )
    },
  })
}
