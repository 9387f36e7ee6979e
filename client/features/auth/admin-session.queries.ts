import { useQuery } from '@tanstack/react-query'
import type { User } from '#shared/contracts/auth.contract.ts'
import type { AdminSession } from '#shared/contracts/admin-session.contract.ts'
import { currentUserQuery } from './auth.queries.ts'

/**
 * Who is at the back office: an admin, nobody signed in, or someone signed in without the ADMIN
 * role. The back office's session is the account's own, so this is read from the signed-in user
 * (the page arrives knowing a visitor without a session cookie is signed out): a visit asks nothing
 * that answers 401 or 403 (docs/decisions/057-no-failing-requests-on-normal-visits.md).
 */
export type AdminSessionState =
  { state: 'admin'; admin: AdminSession['admin'] } | { state: 'signed-out' } | { state: 'not-admin' }

export function adminSessionOf(user: User | null): AdminSessionState {
  if (!user) return { state: 'signed-out' }
  return user.role === 'ADMIN' ? { state: 'admin', admin: { username: user.email } } : { state: 'not-admin' }
}

export function useAdminSession() {
  return useQuery({ ...currentUserQuery(), select: adminSessionOf })
}
