import { queryOptions, useQuery } from '@tanstack/react-query'
import { agreementsContract, type AgreementProduct } from '#shared/contracts/agreements.contract.ts'
import { api } from '#client/lib/api-client.ts'

export const agreementsKeys = {
  all: ['agreements'] as const,
  texts: () => [...agreementsKeys.all, 'text'] as const,
  text: (product: AgreementProduct, idBypass: boolean) =>
    [...agreementsKeys.texts(), product, idBypass] as const,
  current: (product: AgreementProduct, idBypass: boolean, caseId: string | null) =>
    [...agreementsKeys.all, 'current', product, idBypass, caseId] as const,
}

// The text is built from today's catalog and settings, and only a signature of that exact text is
// accepted at checkout: it is read afresh each time it is shown.
export const agreementQuery = (product: AgreementProduct, idBypass: boolean) =>
  queryOptions({
    queryKey: agreementsKeys.text(product, idBypass),
    queryFn: ({ signal }) =>
      api(agreementsContract.get, { query: { product, idBypass: idBypass ? 'true' : 'false' }, signal }),
    staleTime: 0,
  })

/** The service agreement of a product, with the manual ID fee when the customer skipped the ID check. */
export function useAgreement(product: AgreementProduct, idBypass: boolean) {
  return useQuery(agreementQuery(product, idBypass))
}

// Whether the customer already signed the text as it reads today: checkout then does not ask again.
export const currentSignatureQuery = (product: AgreementProduct, idBypass: boolean, caseId: string | null) =>
  queryOptions({
    queryKey: agreementsKeys.current(product, idBypass, caseId),
    queryFn: ({ signal }) =>
      api(agreementsContract.current, {
        query: { product, idBypass: idBypass ? 'true' : 'false', ...(caseId ? { caseId } : {}) },
        signal,
      }),
    staleTime: 0,
  })

/** The customer's signature of today's agreement for the package (and case), or null. */
export function useCurrentSignature(product: AgreementProduct, idBypass: boolean, caseId: string | null) {
  return useQuery(currentSignatureQuery(product, idBypass, caseId))
}
