import { queryOptions, useQuery } from '@tanstack/react-query'
import { agreementsContract, type AgreementProduct } from '#shared/contracts/agreements.contract.ts'
import { api } from '#client/lib/api-client.ts'

export const agreementsKeys = {
  all: ['agreements'] as const,
  texts: () => [...agreementsKeys.all, 'text'] as const,
  text: (product: AgreementProduct, idBypass: boolean) =>
    [...agreementsKeys.texts(), product, idBypass] as const,
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
