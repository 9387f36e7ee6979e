import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminSessionContract, type AdminSession } from '#shared/contracts/admin-session.contract.ts'
import { api, hasStatus } from '#client/lib/api-client.ts'

export const adminSessionKeys = {
  all: ['admin-session'] as const,
  current: () => [...adminSessionKeys.all, 'current'] as const,
}

/**
 * Who is at the back office: an admin, nobody signed in (401), or someone signed in without the
 * ADMIN role (403). The last two are answers, not failures.
 */
export type AdminSessionState =
  { state: 'admin'; admin: AdminSession['admin'] } | { state: 'signed-out' } | { state: 'not-admin' }

export const adminSessionQuery = () =>
  queryOptions({
    queryKey: adminSessionKeys.current(),
    queryFn: async ({ signal }): Promise<AdminSessionState> => {
      try {
        const { admin } = await api(adminSessionContract.session, { signal })
        return { state: 'admin', admin }
      } catch (error) {
        if (hasStatus(error, 401)) return { state: 'signed-out' }
        if (hasStatus(error, 403)) return { state: 'not-admin' }
        throw error
      }
    },
  })

export function useAdminSession() {
  return useQuery(adminSessionQuery())
}
