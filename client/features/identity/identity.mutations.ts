import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  identityContract,
  type SandboxSubmissionInput,
  type StartIdentityInput,
  type VerifyFormInput,
} from '#shared/contracts/identity.contract.ts'
import { api } from '#client/lib/api-client.ts'
import { identityKeys } from './identity.queries.ts'

// What a verified identity changes on other features' screens: checkout's ID fee (the payments
// summaries), the case, which may move on, and credit repair, whose letters wait for it. Features
// do not import each other, so their key prefixes are named here.
const CHANGED_WITH_IDENTITY = [['payments', 'summary'], ['cases'], ['credit-repair']] as const

/** Opens an ID check with the configured provider; the browser then goes to the url returned. */
export function useStartIdentity() {
  return useMutation({
    mutationFn: (body: StartIdentityInput) => api(identityContract.start, { body }),
  })
}

/** Sends the photos and details to the built-in sandbox, which decides at once. */
export function useSubmitSandbox(sessionId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: SandboxSubmissionInput) =>
      api(identityContract.sandboxSubmit, { params: { sessionId }, body }),
    onSuccess: () =>
      Promise.all(
        [identityKeys.all, ...CHANGED_WITH_IDENTITY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  })
}

/** Saves the /verify form; the answer holds the SSN's last four digits only. */
export function useSaveVerifyForm() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: VerifyFormInput) => api(identityContract.saveVerifyForm, { body }),
    onSuccess: (profile) => queryClient.setQueryData(identityKeys.verifyProfile(), profile),
  })
}
