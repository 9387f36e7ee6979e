import { queryOptions, useQuery } from '@tanstack/react-query'
import { identityContract, type IdentityStatusResponse } from '#shared/contracts/identity.contract.ts'
import { api } from '#client/lib/api-client.ts'

export const identityKeys = {
  all: ['identity'] as const,
  status: () => [...identityKeys.all, 'status'] as const,
  sandboxSessions: () => [...identityKeys.all, 'sandbox'] as const,
  sandboxSession: (sessionId: string) => [...identityKeys.sandboxSessions(), sessionId] as const,
  verifyProfile: () => [...identityKeys.all, 'verify-profile'] as const,
}

/** The specification's polling period for a running identity check. */
export const IDENTITY_POLL_MS = 5000

/** True while a started check has no outcome yet (the provider may still report one). */
export function isCheckRunning(status: IdentityStatusResponse | undefined): boolean {
  return (
    !!status && !status.verified && (status.status === 'PROCESSING' || status.status === 'REQUIRES_INPUT')
  )
}

export const identityStatusQuery = () =>
  queryOptions({
    queryKey: identityKeys.status(),
    queryFn: ({ signal }) => api(identityContract.status, { signal }),
    staleTime: 0,
    refetchInterval: (query) => (isCheckRunning(query.state.data) ? IDENTITY_POLL_MS : false),
  })

/** The customer's identity check, asked again every 5 s while one is running. */
export function useIdentityStatus() {
  return useQuery(identityStatusQuery())
}

export const sandboxSessionQuery = (sessionId: string) =>
  queryOptions({
    queryKey: identityKeys.sandboxSession(sessionId),
    queryFn: ({ signal }) => api(identityContract.sandboxSession, { params: { sessionId }, signal }),
    staleTime: 0,
  })

/** A built-in sandbox session of the signed-in customer. */
export function useSandboxSession(sessionId: string) {
  return useQuery(sandboxSessionQuery(sessionId))
}

export const verifyProfileQuery = () =>
  queryOptions({
    queryKey: identityKeys.verifyProfile(),
    queryFn: async ({ signal }) => (await api(identityContract.getVerifyForm, { signal })).profile,
  })

/** The saved /verify details (SSN as its last four digits), or null before any. */
export function useVerifyProfile() {
  return useQuery(verifyProfileQuery())
}
