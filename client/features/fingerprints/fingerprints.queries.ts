import { queryOptions, useQuery } from '@tanstack/react-query'
import { fingerprintsContract } from '#shared/contracts/fingerprints.contract.ts'
import { api, isClientError } from '#client/lib/api-client.ts'

export const fingerprintsKeys = {
  all: ['fingerprints'] as const,
  byCase: (caseId: string) => [...fingerprintsKeys.all, 'case', caseId] as const,
  qr: (caseId: string) => [...fingerprintsKeys.all, 'qr', caseId] as const,
  uploadLink: (caseId: string, token: string | null) =>
    [...fingerprintsKeys.all, 'upload-link', caseId, token] as const,
}

/** A case's fingerprint files with their analysis and review, newest first. */
export function useCaseFingerprints(caseId: string) {
  return useQuery(
    queryOptions({
      queryKey: fingerprintsKeys.byCase(caseId),
      queryFn: ({ signal }) => api(fingerprintsContract.listForCase, { params: { id: caseId }, signal }),
    }),
  )
}

/** The phone upload link of a case: its QR code, the link itself and the fp- e-mail alias (no retry, spec 000 §7). */
export function useFingerprintQr(caseId: string) {
  return useQuery(
    queryOptions({
      queryKey: fingerprintsKeys.qr(caseId),
      queryFn: ({ signal }) => api(fingerprintsContract.qr, { params: { id: caseId }, signal }),
      retry: false,
    }),
  )
}

/** The case an upload link names, checked with its token or the owner's session; a 4xx is an invalid link. */
export function useUploadLinkCase(caseId: string, token: string | null, { isEnabled = true } = {}) {
  return useQuery({
    ...queryOptions({
      queryKey: fingerprintsKeys.uploadLink(caseId, token),
      queryFn: ({ signal }) =>
        api(fingerprintsContract.uploadCase, {
          params: { caseId },
          query: token ? { token } : {},
          signal,
        }),
      retry: (failureCount, error) => !isClientError(error) && failureCount < 3,
    }),
    enabled: isEnabled,
  })
}
