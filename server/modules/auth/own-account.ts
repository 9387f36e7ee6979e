import { AppError } from '#server/lib/app-error.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import { SAME_EMAIL_MESSAGE, WRONG_PASSWORD_MESSAGE } from '#shared/contracts/accounts.contract.ts'
import { callAuth, type AuthClient } from './auth-calls.ts'
import type { BetterAuth } from './auth.better-auth.ts'
import { assertPasswordNotGuessable } from './password-strength.ts'
import type { createSignInLimits } from './sign-in-limits.ts'

export type OwnAccountDeps = {
  auth: BetterAuth
  signInLimits: ReturnType<typeof createSignInLimits>
}

/** What signed-in people change on their own login (docs/decisions/045-account-settings.md). */
export function createOwnAccount({ auth, signInLimits }: OwnAccountDeps) {
  /**
   * Checks a signed-in person's password under the sign-in limits (a guesser is slowed and stopped
   * as at sign-in). A wrong password is a 400 on the field, never a 401 that would sign them out.
   */
  async function confirmPassword<T>(
    client: AuthClient,
    user: User,
    field: string,
    check: () => Promise<T>,
  ): Promise<T> {
    try {
      return await signInLimits.guard(user.email, client.ip, check)
    } catch (error) {
      if (error instanceof AppError && error.code === 'unauthorized') {
        throw new AppError('validation_failed', WRONG_PASSWORD_MESSAGE, { [field]: WRONG_PASSWORD_MESSAGE })
      }
      throw error
    }
  }

  /** True when `password` is the account's password (better-auth's own hash check). */
  async function verifyOwnPassword(client: AuthClient, user: User, password: string): Promise<void> {
    await confirmPassword(client, user, 'password', async () => {
      const ctx = await auth.$context
      const credential = await ctx.internalAdapter.findCredentialAccount(user.id)
      const isRight = credential?.password
        ? await ctx.password.verify({ hash: credential.password, password })
        : false
      if (!isRight) throw new AppError('unauthorized', WRONG_PASSWORD_MESSAGE)
    })
  }

  /**
   * Changes the password once the current one is confirmed; every other session ends and this
   * device gets a fresh one (docs/decisions/045-account-settings.md).
   */
  async function changePassword(
    client: AuthClient,
    user: User,
    input: { currentPassword: string; newPassword: string },
  ): Promise<string[]> {
    assertPasswordNotGuessable(input.newPassword, [user.firstName, user.lastName, user.email])
    const { headers } = await confirmPassword(client, user, 'currentPassword', () =>
      callAuth(() =>
        auth.api.changePassword({
          body: {
            currentPassword: input.currentPassword,
            newPassword: input.newPassword,
            revokeOtherSessions: true,
          },
          headers: client.headers,
          returnHeaders: true,
        }),
      ),
    )
    return headers.getSetCookie()
  }

  /** Changes the first and last name (users.name follows); returns the refreshed session cookies. */
  async function updateName(
    client: AuthClient,
    input: { firstName: string; lastName: string },
  ): Promise<string[]> {
    const { headers } = await callAuth(() =>
      auth.api.updateUser({
        body: {
          name: `${input.firstName} ${input.lastName}`,
          firstName: input.firstName,
          lastName: input.lastName,
        },
        headers: client.headers,
        returnHeaders: true,
      }),
    )
    return headers.getSetCookie()
  }

  /**
   * Sends a confirmation link to a new address; the account's address changes only once it is
   * followed (better-auth's change-email flow). An address already taken gets nothing, and the
   * answer is the same, so the form tells no one who has an account.
   */
  async function requestEmailChange(client: AuthClient, user: User, newEmail: string): Promise<void> {
    if (newEmail === user.email) {
      throw new AppError('validation_failed', SAME_EMAIL_MESSAGE, { newEmail: SAME_EMAIL_MESSAGE })
    }
    await callAuth(() =>
      auth.api.changeEmail({ body: { newEmail, callbackURL: '/account/settings' }, headers: client.headers }),
    )
  }

  /** The account's live sessions, newest activity first, with the one of this request marked. */
  async function listOwnSessions(client: AuthClient, user: User) {
    const ctx = await auth.$context
    const current = await auth.api.getSession({
      headers: client.headers,
      query: { disableCookieCache: true },
    })
    const rows = await ctx.internalAdapter.listSessions(user.id, { onlyActiveSessions: true })
    return rows
      .map((row) => ({
        id: row.id,
        userAgent: row.userAgent ?? null,
        ipAddress: row.ipAddress ?? null,
        createdAt: new Date(row.createdAt),
        updatedAt: new Date(row.updatedAt),
        isCurrent: current?.session.id === row.id,
      }))
      .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())
  }

  /** Ends every session of the account but this request's. */
  async function revokeOtherSessions(client: AuthClient): Promise<void> {
    await callAuth(() => auth.api.revokeOtherSessions({ headers: client.headers }))
  }

  /** Ends every session of an account (its deletion), in every process at once. */
  async function endAllSessions(userId: string): Promise<void> {
    const ctx = await auth.$context
    await ctx.internalAdapter.deleteUserSessions(userId)
  }

  return {
    verifyOwnPassword,
    changePassword,
    updateName,
    requestEmailChange,
    listOwnSessions,
    revokeOtherSessions,
    endAllSessions,
  }
}
