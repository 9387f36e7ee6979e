import { useEffect } from 'react'
import { useCurrentUser } from './auth.queries.ts'
import { useReturnTo } from './use-return-to.ts'

/**
 * The sign-in and sign-up pages send a signed-in visitor on to where they were going; that is also
 * how a successful sign-in leaves the page, once the user is in the cache.
 */
export function useRedirectSignedIn() {
  const { data: user } = useCurrentUser()
  const { returnTo, goToTarget } = useReturnTo()

  useEffect(() => {
    if (user) goToTarget()
  }, [user, goToTarget])

  return { returnTo }
}
