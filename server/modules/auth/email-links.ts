import { AppError } from '#server/lib/app-error.ts'
import type { RequestPasswordResetInput, ResetPasswordInput, User } from '#shared/contracts/auth.contract.ts'
import { callAuth, INVALID_LINK_MESSAGE, type AuthClient, type AuthDeps } from './auth-calls.ts'
import { emailChangedNotice } from './auth.emails.ts'
import { findUserById } from './auth.repository.ts'
import { assertPasswordNotGuessable } from './password-strength.ts'

const HOUR = 60 * 60
const LIMITS = {
  resetPerIp: { limit: 10, windowSeconds: HOUR },
  resetPerEmail: { limit: 3, windowSeconds: HOUR },
  verificationPerUser: { limit: 5, windowSeconds: HOUR },
} as const

/** The flows that go through a link we e-mail: password reset and e-mail verification. */
export function createEmailLinks({ db, auth, rateLimits, mailer, config }: AuthDeps) {
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

  return { requestPasswordReset, resetPassword, verifyEmail, resendVerification }
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
