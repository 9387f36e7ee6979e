import { useMutation, useQueryClient } from '@tanstack/react-query'
import { agreementsContract, type SignAgreementInput } from '#shared/contracts/agreements.contract.ts'
import { api } from '#client/lib/api-client.ts'
import { agreementsKeys } from './agreements.queries.ts'

/** Signs the service agreement with the typed name; a case gets the signed PDF among its documents. */
export function useSignAgreement() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: SignAgreementInput) => api(agreementsContract.sign, { body }),
    onSuccess: (signature, body) =>
      queryClient.setQueryData(agreementsKeys.current(body.product, body.idBypass, body.caseId ?? null), {
        signature,
      }),
  })
}
