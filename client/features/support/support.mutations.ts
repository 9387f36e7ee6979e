import { useMutation } from '@tanstack/react-query'
import { inboxContract, type ContactSupportInput } from '#shared/contracts/inbox.contract.ts'
import { api } from '#client/lib/api-client.ts'

/** Sends the customer's message to support: an inbox conversation, tied to the case when one is named. */
export function useContactSupport() {
  return useMutation({
    mutationFn: (body: ContactSupportInput) => api(inboxContract.contactSupport, { body }),
  })
}
