import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminSessionContract, type AdminLoginInput } from '#shared/contracts/admin-session.contract.ts'
import { api } from '#client/lib/api-client.ts'
import { adminSessionKeys, type AdminSessionState } from './admin-session.queries.ts'

/** Signs an admin in; the back office opens as soon as the session is in the cache. */
export function useAdminLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: AdminLoginInput) => api(adminSessionContract.login, { body }),
    onSuccess: async ({ admin }) => {
      // A session query still in flight from before would overwrite the admin with 'signed out'.
      await queryClient.cancelQueries({ queryKey: adminSessionKeys.current() })
      const signedIn: AdminSessionState = { state: 'admin', admin }
      queryClient.setQueryData(adminSessionKeys.current(), signedIn)
    },
  })
}

/**
 * Ends the session. The admin session is the account session, so everything read with it is
 * dropped from the cache: the next person at this browser sees none of it.
 */
export function useAdminLogout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api(adminSessionContract.logout),
    onSuccess: () => {
      queryClient.clear()
      const signedOut: AdminSessionState = { state: 'signed-out' }
      queryClient.setQueryData(adminSessionKeys.current(), signedOut)
    },
  })
}
