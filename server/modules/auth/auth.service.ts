import { APIError } from 'better-auth/api'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { RateLimitsService } from '#server/modules/rate-limits/index.ts'
import type {
  RequestPasswordResetInput,
  ResetPasswordInput,
  SignInInput,
  SignUpInput,
  User,
} from '#shared/contracts/auth.contract.ts'
import type { Role } from '#shared/domain/roles.ts'
import { SAME_EMAIL_MESSAGE, WRONG_PASSWORD_MESSAGE } from '#shared/contracts/accounts.contract.ts'
import type { Config } from '#server/config.ts'
import type { Mailer } from '#server/adapters/mail/index.ts'
import { ACCOUNT_DISABLED_CODE, ACCOUNT_DISABLED_MESSAGE, type BetterAuth } from './auth.better-auth.ts'
import { emailChangedNotice, existingAccountEmail } from './auth.emails.ts'
import {
  changeAccountKeepingAnAdmin,
  countUsers,
  findUserByEmail,
  findSessionStanding,
  findUserById,
  updateUserRole,
  type AccountChange,
  type AccountRow,
} from './auth.repository.ts'
import { assertPasswordNotGuessable } from './password-strength.ts'
import { createSessionCacheReader, type SessionCacheReader } from './auth.session-cache.ts'
import { createSignInLimits } from './sign-in-limits.ts'

/** Who is asking: the request's headers (cookie, client address) and its resolved IP. */
export type AuthClient = { headers: Headers; ip: string }

export type AuthResult = { user: User; setCookies: string[] }

const INVALID_LINK_MESSAGE = 'This link is not valid or has expired.'

/** Refused demotion or disabling of the only active admin (docs/decisions/038-people-and-audit-log.md). */
export const LAST_ADMIN_MESSAGE =
  'This is the last active admin. Make someone else an admin before removing this one.'

const MINUTE = 60
const LIMITS = {
  // One "you already have an account" e-mail per address and hour is enough for its owner.
  existingAccountMailPerEmail: { limit: 1, windowSeconds: 60 * MINUTE },
  resetPerIp: { limit: 10, windowSeconds: 60 * MINUTE },
  resetPerEmail: { limit: 3, windowSeconds: 60 * MINUTE },
  verificationPerUser: { limit: 5, windowSeconds: 60 * MINUTE },
} as const

type AuthServiceDeps = {
  db: Db
  auth: BetterAuth
  rateLimits: RateLimitsService
  mailer: Mailer
  config: Pick<Config, 'publicUrl' | 'company'>
  /** Sign-ups allowed per client address per hour (households and offices share an address). */
  signUpLimitPerHour: number
}

export function createAuthService({
  db,
  auth,
  rateLimits,
  mailer,
  config,
  signUpLimitPerHour,
}: AuthServiceDeps) {
  const signUpPerIp = { limit: signUpLimitPerHour, windowSeconds: 60 * MINUTE }
  const signInLimits = createSignInLimits({ rateLimits })

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

  /**
   * Creates a customer account, sends the verification e-mail and signs the customer in. For an
   * e-mail that already has an account the answer looks the same, without a session (user null),
   * and the owner is e-mailed instead (docs/decisions/017-sign-in-limits-and-passwords.md).
   */
  async function signUp(
    client: AuthClient,
    input: SignUpInput,
  ): Promise<{ user: User | null; setCookies: string[] }> {
    await rateLimits.consume('sign-up:ip', client.ip, signUpPerIp)
    assertPasswordNotGuessable(input.password, [input.firstName, input.lastName, input.email])
    const existing = await findUserByEmail(db, input.email)
    if (existing) return answerExistingAccount(existing, input.password)
    try {
      const { headers, response } = await auth.api.signUpEmail({
        body: {
          email: input.email,
          password: input.password,
          name: `${input.firstName} ${input.lastName}`,
          firstName: input.firstName,
          lastName: input.lastName,
        },
        headers: client.headers,
        returnHeaders: true,
      })
      return { user: toUser(response.user), setCookies: headers.getSetCookie() }
    } catch (error) {
      // Two sign-ups for one new e-mail at once: the second finds the first's account.
      const raced = error instanceof APIError && String(error.body?.code).startsWith('USER_ALREADY_EXISTS')
      const owner = raced ? await findUserByEmail(db, input.email) : undefined
      if (owner) return answerExistingAccount(owner, input.password)
      return callAuth(() => Promise.reject(error))
    }
  }

  // The same work as a new account (hashing the password, one e-mail), so neither the answer nor
  // its timing tells whether the e-mail is registered.
  async function answerExistingAccount(owner: { email: string; firstName: string }, password: string) {
    const ctx = await auth.$context
    await ctx.password.hash(password)
    const mails = await rateLimits.hit('sign-up:existing', owner.email, LIMITS.existingAccountMailPerEmail)
    if (mails.count <= LIMITS.existingAccountMailPerEmail.limit) {
      await mailer.send(
        existingAccountEmail(owner.email, owner.firstName, config.publicUrl, config.company.name),
      )
    }
    return { user: null, setCookies: [] }
  }

  /** Checks the password and opens a session, under the sign-in limits (sign-in-limits.ts). */
  async function signIn(client: AuthClient, input: SignInInput): Promise<AuthResult> {
    const { headers, response } = await signInLimits.guard(input.email, client.ip, () =>
      callAuth(() =>
        auth.api.signInEmail({
          body: { email: input.email, password: input.password, rememberMe: true },
          headers: client.headers,
          returnHeaders: true,
        }),
      ),
    )
    return { user: toUser(response.user), setCookies: headers.getSetCookie() }
  }

  /** Ends the session (if any) and returns the cookies that clear it in the browser. */
  async function signOut(client: AuthClient): Promise<string[]> {
    if (!client.headers.get('cookie')) return []
    try {
      const { headers } = await auth.api.signOut({ headers: client.headers, returnHeaders: true })
      return headers.getSetCookie()
    } catch (error) {
      if (error instanceof APIError) return []
      throw error
    }
  }

  /** E-mails a reset link when the account exists; the answer never says whether it does. */
  async function requestPasswordReset(client: AuthClient, input: RequestPasswordResetInput) {
    await rateLimits.consume('reset:ip', client.ip, LIMITS.resetPerIp)
    await rateLimits.consume('reset:email', input.email, LIMITS.resetPerEmail)
    await callAuth(() =>
      auth.api.requestPasswordReset({ body: { email: input.email }, headers: client.headers }),
    )
  }

  /** Sets a new password from a reset token; every open session of that user is ended. */
  async function resetPassword(input: ResetPasswordInput): Promise<void> {
    // The token's owner, for the strength check with their name and e-mail: better-auth keeps a
    // reset token as the verification value "reset-password:<token>" holding the user id.
    const ctx = await auth.$context
    const verification = await ctx.internalAdapter.findVerificationValue(`reset-password:${input.token}`)
    const owner =
      verification && verification.expiresAt > new Date()
        ? await findUserById(db, verification.value)
        : undefined
    if (!owner) throw new AppError('bad_request', INVALID_LINK_MESSAGE)
    assertPasswordNotGuessable(input.password, [owner.firstName, owner.lastName, owner.email])
    await callAuth(() =>
      auth.api.resetPassword({ body: { token: input.token, newPassword: input.password } }),
    )
  }

  /** Confirms an e-mail address from the link we sent, and signs the user in. */
  async function verifyEmail(client: AuthClient, token: string): Promise<string[]> {
    // A link of an e-mail change names the new address; the old one is told once it took effect.
    const change = emailChangeOf(token)
    const before = change ? await findUserById(db, change.userId) : undefined
    const { headers } = await callAuth(() =>
      auth.api.verifyEmail({ query: { token }, headers: client.headers, returnHeaders: true }),
    )
    const after = before ? await findUserById(db, before.id) : undefined
    if (before && after && after.email !== before.email) {
      await mailer.send(
        emailChangedNotice(
          before.email,
          before.firstName,
          after.email,
          config.publicUrl,
          config.company.name,
        ),
      )
    }
    return headers.getSetCookie()
  }

  /** Sends the signed-in user a fresh verification link. */
  async function resendVerification(user: User): Promise<void> {
    if (user.isEmailVerified) return
    await rateLimits.consume('verify:user', user.id, LIMITS.verificationPerUser)
    await callAuth(() => auth.api.sendVerificationEmail({ body: { email: user.email } }))
  }

  /**
   * Creates an account with a role, or updates the role and password of an existing one. Used by
   * the admin:create script and the demo seed; the e-mail counts as verified.
   */
  async function upsertAccount(input: SignUpInput & { role: Role }): Promise<{ user: User; isNew: boolean }> {
    assertPasswordNotGuessable(input.password, [input.firstName, input.lastName, input.email])
    const ctx = await auth.$context
    const existing = await findUserByEmail(db, input.email)
    let userId: string
    if (existing) {
      userId = existing.id
      await ctx.internalAdapter.updatePassword(userId, await ctx.password.hash(input.password))
    } else {
      const { user } = await callAuth(() =>
        auth.api.signUpEmail({
          body: {
            email: input.email,
            password: input.password,
            name: `${input.firstName} ${input.lastName}`,
            firstName: input.firstName,
            lastName: input.lastName,
          },
        }),
      )
      userId = user.id
    }
    await updateUserRole(db, userId, input.role, true)
    const row = await findUserByEmail(db, input.email)
    if (!row) throw new Error('account vanished after upsert')
    return { user: toUser(row), isNew: !existing }
  }

  /**
   * Sets an account's role or disabled mark, never leaving the product without an active admin
   * (409 otherwise). Disabling ends every session of the account at once, in every process
   * (docs/decisions/038-people-and-audit-log.md). `record` runs in the same
   * transaction, so the audit entry commits with the change.
   */
  async function changeAccount(
    userId: string,
    change: AccountChange,
    record: (tx: Db, before: AccountRow, after: AccountRow) => Promise<void>,
  ): Promise<{ before: AccountRow; after: AccountRow }> {
    const result = await changeAccountKeepingAnAdmin(db, userId, change, record)
    if (result.outcome === 'not_found') throw new AppError('not_found', 'Person not found')
    if (result.outcome === 'last_admin') throw new AppError('conflict', LAST_ADMIN_MESSAGE)
    return { before: result.before, after: result.after }
  }

  /** A customer's e-mail and first name, for the messages other modules send them. */
  async function findCustomer(userId: string): Promise<{ email: string; firstName: string } | undefined> {
    const row = await findUserById(db, userId)
    return row ? { email: row.email, firstName: row.firstName } : undefined
  }

  /** The account with this e-mail address (compared without case), e.g. the sender of a support e-mail. */
  async function findUserByEmailAddress(email: string): Promise<User | undefined> {
    const row = await findUserByEmail(db, email.trim().toLowerCase())
    return row ? toUser(row) : undefined
  }

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
    findCustomer,
    findUserByEmailAddress,
    findSession,
    signUp,
    signIn,
    signOut,
    requestPasswordReset,
    resetPassword,
    verifyEmail,
    resendVerification,
    upsertAccount,
    changeAccount,
    countUsers: () => countUsers(db),
  }
}

export type AuthService = ReturnType<typeof createAuthService>

function toUser(row: Record<string, unknown>): User {
  return {
    id: String(row.id),
    email: String(row.email),
    firstName: String(row.firstName ?? ''),
    lastName: String(row.lastName ?? ''),
    role: row.role === 'ADMIN' ? 'ADMIN' : 'USER',
    isEmailVerified: row.emailVerified === true,
  }
}

// better-auth reports problems as APIError with its own codes; these become our error codes and
// words. Anything else is a bug and surfaces as a 500.
async function callAuth<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (!(error instanceof APIError)) throw error
    const code = typeof error.body?.code === 'string' ? error.body.code : ''
    if (code === 'INVALID_EMAIL_OR_PASSWORD' || code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') {
      throw new AppError('unauthorized', 'Invalid email or password.')
    }
    if (code.startsWith('USER_ALREADY_EXISTS')) {
      throw new AppError('conflict', 'An account with this e-mail already exists.', {
        email: 'An account with this e-mail already exists.',
      })
    }
    if (code === 'INVALID_TOKEN' || code === 'TOKEN_EXPIRED' || error.status === 'UNAUTHORIZED') {
      throw new AppError('bad_request', INVALID_LINK_MESSAGE)
    }
    if (code === ACCOUNT_DISABLED_CODE) throw new AppError('forbidden', ACCOUNT_DISABLED_MESSAGE)
    if (code === 'INVALID_PASSWORD') throw new AppError('unauthorized', WRONG_PASSWORD_MESSAGE)
    if (code === 'EMAIL_NOT_VERIFIED') {
      throw new AppError('forbidden', 'Please confirm your e-mail address first.')
    }
    throw error
  }
}

/**
 * The account and new address a verification link of an e-mail change names. The token is
 * better-auth's signed JWT: only its payload is read here, to know whom to tell afterwards;
 * better-auth itself checks the signature before anything changes.
 */
function emailChangeOf(token: string): { userId: string } | undefined {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'))
    if (typeof payload !== 'object' || payload === null) return undefined
    const { updateTo, userId } = payload as Record<string, unknown>
    return typeof updateTo === 'string' && typeof userId === 'string' ? { userId } : undefined
  } catch {
    return undefined
  }
}
