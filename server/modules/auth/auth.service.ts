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
import type { BetterAuth } from './auth.better-auth.ts'
import { countUsers, findUserByEmail, findUserById, updateUserRole } from './auth.repository.ts'

/** Who is asking: the request's headers (cookie, client address) and its resolved IP. */
export type AuthClient = { headers: Headers; ip: string }

export type AuthResult = { user: User; setCookies: string[] }

const MINUTE = 60
const LIMITS = {
  signInPerIp: { limit: 30, windowSeconds: 15 * MINUTE },
  signInPerEmail: { limit: 10, windowSeconds: 15 * MINUTE },
  resetPerIp: { limit: 10, windowSeconds: 60 * MINUTE },
  resetPerEmail: { limit: 3, windowSeconds: 60 * MINUTE },
  verificationPerUser: { limit: 5, windowSeconds: 60 * MINUTE },
} as const

type AuthServiceDeps = {
  db: Db
  auth: BetterAuth
  rateLimits: RateLimitsService
  /** Sign-ups allowed per client address per hour (households and offices share an address). */
  signUpLimitPerHour: number
}

export function createAuthService({ db, auth, rateLimits, signUpLimitPerHour }: AuthServiceDeps) {
  const signUpPerIp = { limit: signUpLimitPerHour, windowSeconds: 60 * MINUTE }

  /** The user behind the session cookie in `headers`, or null when there is no valid session. */
  async function findSessionUser(headers: Headers): Promise<User | null> {
    if (!headers.get('cookie')) return null
    const session = await auth.api.getSession({ headers })
    return session ? toUser(session.user) : null
  }

  /** Creates a customer account, sends the verification e-mail and signs the customer in. */
  async function signUp(client: AuthClient, input: SignUpInput): Promise<AuthResult> {
    await rateLimits.consume('sign-up:ip', client.ip, signUpPerIp)
    const { headers, response } = await callAuth(() =>
      auth.api.signUpEmail({
        body: {
          email: input.email,
          password: input.password,
          name: `${input.firstName} ${input.lastName}`,
          firstName: input.firstName,
          lastName: input.lastName,
        },
        headers: client.headers,
        returnHeaders: true,
      }),
    )
    return { user: toUser(response.user), setCookies: headers.getSetCookie() }
  }

  /** Checks the password and opens a session; limited per address and per e-mail. */
  async function signIn(client: AuthClient, input: SignInInput): Promise<AuthResult> {
    await rateLimits.consume('sign-in:ip', client.ip, LIMITS.signInPerIp)
    await rateLimits.consume('sign-in:email', input.email, LIMITS.signInPerEmail)
    const { headers, response } = await callAuth(() =>
      auth.api.signInEmail({
        body: { email: input.email, password: input.password, rememberMe: true },
        headers: client.headers,
        returnHeaders: true,
      }),
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
    await callAuth(() =>
      auth.api.resetPassword({ body: { token: input.token, newPassword: input.password } }),
    )
  }

  /** Confirms an e-mail address from the link we sent, and signs the user in. */
  async function verifyEmail(client: AuthClient, token: string): Promise<string[]> {
    const { headers } = await callAuth(() =>
      auth.api.verifyEmail({ query: { token }, headers: client.headers, returnHeaders: true }),
    )
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

  /** A customer's e-mail and first name, for the messages other modules send them. */
  async function findCustomer(userId: string): Promise<{ email: string; firstName: string } | undefined> {
    const row = await findUserById(db, userId)
    return row ? { email: row.email, firstName: row.firstName } : undefined
  }

  return {
    findCustomer,
    findSessionUser,
    signUp,
    signIn,
    signOut,
    requestPasswordReset,
    resetPassword,
    verifyEmail,
    resendVerification,
    upsertAccount,
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
      throw new AppError('bad_request', 'This link is not valid or has expired.')
    }
    if (code === 'EMAIL_NOT_VERIFIED') {
      throw new AppError('forbidden', 'Please confirm your e-mail address first.')
    }
    throw error
  }
}
