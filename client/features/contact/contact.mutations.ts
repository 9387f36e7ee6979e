import { useMutation } from '@tanstack/react-query'
import { leadsContract, type ContactInput } from '#shared/contracts/leads.contract.ts'
import { api } from '#client/lib/api-client.ts'

/** Sends the Contact Us form; the server puts it in the admin inbox and e-mails a confirmation. */
export function useSendContactMessage() {
  return useMutation({ mutationFn: (body: ContactInput) => api(leadsContract.contact, { body }) })
}
