import { APIError } from 'better-auth/api'
import type { SignInInput, SignUpInput, User } from '#shared/contracts/auth.contract.ts'
import {
  callAuth,
  signUpBody,
  toUser,
  type AuthClient,
  type AuthDeps,
  type AuthResult,
} from './auth-calls.ts'
import { existingAccountEmail } from './auth.emails.ts'
import { findUserByEmail } from './auth.repository.ts'
import { assertPasswordNotGuessable } from './password-strength.ts'
import type { createSignInLimits } from './sign-in-limits.ts'
import type { StaffSignIns } from './staff-sign-ins.ts'

const HOUR = 60 * 60
// One "you already have an account" e-mail per address and hour is enough for its owner.
const EXISTING_ACCOUNT_MAIL_PER_EMAIL = { limit: 1, windowSeconds: HOUR } as const

export type SignUpAndInDeps = AuthDeps & {
  /** Sign-ups allowed per client address per hour (households and offices share an address). */
  signUpLimitPerHour: number
  signInLimits: ReturnType<typeof createSignInLimits>
  /** Staff sign-ins, and failed ones, go to the audit log. */
  staffSignIns: StaffSignIns
}

/** Opening an account, signing in and out. */
export function createSignUpAndIn({
  db,
  auth,
  rateLimits,
  mailer,
  config,
  signUpLimitPerHour,
  signInLimits,
  staffSignIns,
}: SignUpAndInDeps) {
  const signUpPerIp = { limit: signUpLimitPerHour, windowSeconds: HOUR }

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
        body: signUpBody(input),
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
    const mails = await rateLimits.hit('sign-up:existing', owner.email, EXISTING_ACCOUNT_MAIL_PER_EMAIL)
    if (mails.count <= EXISTING_ACCOUNT_MAIL_PER_EMAIL.limit) {
      await mailer.send(
        existingAccountEmail(owner.email, owner.firstName, config.publicUrl, config.company.name),
      )
    }
    return { user: null, setCookies: [] }
  }

  /**
   * Checks the password and opens a session, under the sign-in limits (sign-in-limits.ts). A
   * staff account's sign-in, or failed attempt, is audited (staff-sign-ins.ts).
   */
  async function signIn(client: AuthClient, input: SignInInput): Promise<AuthResult> {
    const checkPassword = () =>
      signInLimits.guard(input.email, client.ip, () =>
        callAuth(() =>
          auth.api.signInEmail({
            body: { email: input.email, password: input.password, rememberMe: true },
            headers: client.headers,
            returnHeaders: true,
          }),
        ),
      )
    const { headers, response } = await checkPassword().catch(async (error: unknown) => {
      await staffSignIns.recordFailure(input.email, client.ip, error)
      throw error
    })
    const user = toUser(response.user)
    await staffSignIns.recordSignIn(user, client.ip)
    return { user, setCookies: headers.getSetCookie() }
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

  return { signUp, signIn, signOut }
}
