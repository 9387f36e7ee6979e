import { queryOptions, useQuery } from '@tanstack/react-query'
import type { User } from '#shared/contracts/auth.contract.ts'
import { ApiError } from '#client/lib/api-error.ts'
import { lazyApi } from '#client/lib/lazy-api.ts'

export const authKeys = {
  all: ['auth'] as const,
  currentUser: () => [...authKeys.all, 'current-user'] as const,
}

/** The signed-in user, or null when signed out: a 401 here is an answer, not a failure. */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: authKeys.currentUser(),
    queryFn: async ({ signal }): Promise<User | null> => {
      try {
        return await lazyApi(
          () => import('#shared/contracts/auth.contract.ts').then((m) => m.authContract.currentUser),
          { signal },
        )
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null
        throw error
      }
    },
    retry: false,
  })

export function useCurrentUser() {
  return useQuery(currentUserQuery())
}
