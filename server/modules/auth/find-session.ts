import type { Db } from '#server/db/client.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import { toUser } from './auth-calls.ts'
import type { BetterAuth } from './auth.better-auth.ts'
import { findSessionStanding } from './auth.repository.ts'
import { createSessionCacheReader, type SessionCacheReader } from './auth.session-cache.ts'

/** Reads the signed-in user of a request, from the session cache when it still stands. */
export function createSessionFinder({ db, auth }: { db: Db; auth: BetterAuth }) {
  let sessionCache: Promise<SessionCacheReader> | undefined

  /**
   * The user behind the request's session cookies (null when signed out), with the cookies to send
   * back: a fresh session cache, or the clearing of an ended session. A customer's request is
   * answered from the signed session cache once one small query has found the session still open
   * and the account unchanged since the cache was written, so a revocation on any process counts at
   * once; an admin's, an ended session's and a stale cache's go through better-auth
   * (docs/decisions/019-fast-signed-in-api.md, 059-several-processes-and-production-checks.md).
   */
  async function findSession(
    cookieHeader: string | undefined,
    headers: () => Headers,
  ): Promise<{ user: User | null; setCookies: string[] }> {
    if (!cookieHeader) return { user: null, setCookies: [] }
    sessionCache ??= auth.$context.then((ctx) =>
      createSessionCacheReader(ctx.secret, {
        sessionToken: ctx.authCookies.sessionToken.name,
        sessionData: ctx.authCookies.sessionData.name,
      }),
    )
    const cached = (await sessionCache).read(cookieHeader)
    // Admin rights are never taken from a cache: a demoted admin loses them at once.
    if (cached && cached.user.role !== 'ADMIN' && !cached.user.disabledAt) {
      const standing = await findSessionStanding(db, cached.sessionId)
      // A user changed at or after the cache was written (e-mail, role, name) is read afresh.
      if (standing && !standing.isClosed && standing.userUpdatedAt.getTime() < cached.writtenAt) {
        return { user: toUser(cached.user), setCookies: [] }
      }
    }
    const { headers: sent, response } = await auth.api.getSession({
      headers: headers(),
      query: { disableCookieCache: true },
      returnHeaders: true,
    })
    // Disabling deletes the account's sessions; one opened in a race with it is refused here.
    const isLive = response !== null && !response.user.disabledAt
    return { user: isLive ? toUser(response.user) : null, setCookies: sent.getSetCookie() }
  }

  return { findSession }
}
