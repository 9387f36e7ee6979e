import { useMutation } from '@tanstack/react-query'
import { agreementsContract, type SignAgreementInput } from '#shared/contracts/agreements.contract.ts'
import { api } from '#client/lib/api-client.ts'

/** Signs the service agreement with the typed name; a case gets the signed PDF among its documents. */
export function useSignAgreement() {
  return useMutation({
    mutationFn: (body: SignAgreementInput) => api(agreementsContract.sign, { body }),
  })
}
