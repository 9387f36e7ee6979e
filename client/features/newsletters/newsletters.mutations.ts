import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  newslettersContract,
  type AddSubscriberInput,
  type CreateCampaignInput,
  type CreateListInput,
} from '#shared/contracts/newsletters.contract.ts'
import { api } from '#client/lib/api-client.ts'
import { newslettersKeys } from './newsletters.queries.ts'

/** Adds a subscriber; the figures and lists load again. */
export function useAddSubscriber() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: AddSubscriberInput) => api(newslettersContract.addSubscriber, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newslettersKeys.stats() }),
  })
}

/** Creates a list. */
export function useCreateList() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateListInput) => api(newslettersContract.createList, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newslettersKeys.stats() }),
  })
}

/** Queues a campaign; the campaigns table then follows its progress. */
export function useCreateCampaign() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateCampaignInput) => api(newslettersContract.createCampaign, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newslettersKeys.campaigns() }),
  })
}

/** The confirmation page's button: confirms the subscription its link's token names. */
export function useConfirmSubscription() {
  return useMutation({ mutationFn: (token: string) => api(newslettersContract.confirm, { body: { token } }) })
}

/** The unsubscribe page's button. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => api(newslettersContract.unsubscribe, { body: { token } }),
  })
}
