import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminSessionContract, type AdminLoginInput } from '#shared/contracts/admin-session.contract.ts'
import { authKeys } from './auth.queries.ts'
import { api } from '#client/lib/api-client.ts'

/** Signs an admin in; the back office opens once the signed-in user is read again. */
export function useAdminLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: AdminLoginInput) => api(adminSessionContract.login, { body }),
    // A user query still in flight from before would answer 'signed out'; the new one has the cookie.
    onSuccess: () => queryClient.refetchQueries({ queryKey: authKeys.currentUser() }),
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
      queryClient.setQueryData(authKeys.currentUser(), null)
    },
  })
}
