import { useMutation } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { ChatLeadInput } from '#shared/contracts/leads.contract.ts'
import { lazyApi } from '#client/lib/lazy-api.ts'

/**
 * A sender for the lead chat's details. Sends go out one after another, so the server stores the
 * first (topic GENERAL) before the one with the derived topic and continues the same conversation
 * instead of opening a second. A repeat that would change nothing (still GENERAL, already stored,
 * and no message of the visitor's) is not sent. Failures go to `onError` only: the visitor's conversation goes on either way.
 */
export function createLeadSender(
  store: (lead: ChatLeadInput) => Promise<unknown>,
  onError: (error: unknown) => void,
): (lead: ChatLeadInput) => Promise<void> {
  let queue: Promise<void> = Promise.resolve()
  let isStored = false
  return (lead) => {
    queue = queue.then(async () => {
      if (isStored && lead.topic === 'GENERAL' && !lead.question) return
      try {
        await store(lead)
        isStored = true
      } catch (error) {
        onError(error)
      }
    })
    return queue
  }
}

/** Stores the lead chat's details (POST /api/chat/lead); a failure is only logged. */
export function useCaptureLead() {
  const { mutateAsync } = useMutation({
    mutationFn: (body: ChatLeadInput) =>
      lazyApi(() => import('#shared/contracts/leads.contract.ts').then((m) => m.leadsContract.chatLead), {
        body,
      }),
  })
  return useMemo(
    () => createLeadSender(mutateAsync, (error) => console.error('The chat lead could not be stored', error)),
    [mutateAsync],
  )
}
