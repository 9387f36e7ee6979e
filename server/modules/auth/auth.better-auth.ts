import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import { betterAuth } from 'better-auth'
import { APIError } from 'better-auth/api'
import { verifyPassword } from 'better-auth/crypto'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import type { Config } from '#server/config.ts'
import { readCookie } from '#server/lib/cookies.ts'
import type { Db } from '#server/db/client.ts'
import * as schema from '#server/db/schema/index.ts'
import type { Mailer } from '#server/adapters/mail/index.ts'
import { passwordResetEmail, verificationEmail } from './auth.emails.ts'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#shared/domain/person-fields.ts'
import { SESSION_CACHE_SECONDS } from './auth.session-cache.ts'
import { findDisabledAt } from './auth.repository.ts'
import { EMAIL_VERIFICATION_LINK_HOURS } from '#shared/domain/account-links.ts'

/** What a disabled account is told when it signs in (docs/decisions/038-people-and-audit-log.md). */
export const ACCOUNT_DISABLED_MESSAGE = 'This account has been disabled. Please contact support.'
export const ACCOUNT_DISABLED_CODE = 'ACCOUNT_DISABLED'

/** The header our server sets to the client address Fastify resolved (honouring TRUST_PROXY). */
export const CLIENT_IP_HEADER = 'x-rr-client-ip'

type AuthDeps = {
  db: Db
  config: Config
  mailer: Mailer
}

const COOKIE_PREFIX = 'rr'
// better-auth's session cookie, with the __Secure- prefix it adds on https.
const SESSION_COOKIE = `${COOKIE_PREFIX}.session_token`

/**
 * True when a request carries a session cookie (valid or not). Without one the visitor is surely
 * signed out, so public pages can be rendered for a signed-out visitor without asking the database.
 */

/**
 * better-auth owns passwords (scrypt; a cheap hash under NODE_ENV=test), sessions (stored in the
 * database) and one-time tokens. We call its API from our own routes, so our contracts, limits and
 * error envelope apply to them.
 */
export function createBetterAuth({ db, config, mailer }: AuthDeps) {
  const companyName = config.company.name
  return betterAuth({
    appName: companyName,
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.sessionSecret,
    database: drizzleAdapter(db, { provider: 'pg', schema, usePlural: true }),
    telemetry: { enabled: false },
    rateLimit: { enabled: false },
    trustedOrigins: [config.publicUrl],
    // Its info lines name e-mail addresses ("Sign-up attempt for existing email: …"): errors only.
    logger: { disabled: config.env === 'test', level: 'error' },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: true },
        lastName: { type: 'string', required: true },
        role: { type: 'string', required: false, input: false, defaultValue: 'USER' },
        // Read with the session, so a session of a disabled account is refused (decision 038).
        disabledAt: { type: 'date', required: false, input: false },
      },
      // A new address gets a link and counts once it is followed (docs/decisions/045-account-settings.md).
      changeEmail: { enabled: true },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 14,
      updateAge: 60 * 60 * 24,
      // A signed copy of the session and user in a cookie, so a signed-in request skips
      // better-auth's session read; every use of it is still checked against the session's row
      // (docs/decisions/019-fast-signed-in-api.md, 059-several-processes-and-production-checks.md).
      // Never refreshCache: the cache must expire so better-auth reads the session again.
      cookieCache: { enabled: true, maxAge: SESSION_CACHE_SECONDS, strategy: 'compact' },
    },
    databaseHooks: {
      session: {
        // Every way in (password, verification link, sign-up) opens a session here: a disabled
        // account gets none (docs/decisions/038-people-and-audit-log.md).
        create: {
          before: async (session) => {
            if ((await findDisabledAt(db, session.userId)) instanceof Date) {
              throw new APIError('FORBIDDEN', {
                code: ACCOUNT_DISABLED_CODE,
                message: ACCOUNT_DISABLED_MESSAGE,
              })
            }
          },
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      requireEmailVerification: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // NODE_ENV=test alone; production and development keep better-auth's scrypt.
      ...(config.env === 'test' ? { password: testPasswordHashing } : {}),
      async sendResetPassword({ user, token }) {
        const url = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`
        await mailer.send(passwordResetEmail(user.email, firstNameOf(user), url, companyName))
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: EMAIL_VERIFICATION_LINK_HOURS * 60 * 60,
      async sendVerificationEmail({ user, token }) {
        const url = `${config.publicUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}`
        await mailer.send(verificationEmail(user.email, firstNameOf(user), url, companyName))
      },
    },
    advanced: {
      useSecureCookies: config.publicUrl.startsWith('https://'),
      cookiePrefix: COOKIE_PREFIX,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => randomUUID() },
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
    },
  })
}

export type BetterAuth = ReturnType<typeof createBetterAuth>

const TEST_HASH_PREFIX = 'test-sha256:'

/**
 * The password hash of NODE_ENV=test: a salted SHA-256 HMAC instead of scrypt, whose deliberate
 * cost is most of the time of every test that signs up or in. It still checks a real scrypt hash,
 * should a test store one another way. auth.better-auth.test.ts proves the other environments
 * keep scrypt at better-auth's cost.
 */
const testPasswordHashing = {
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16).toString('hex')
    return `${TEST_HASH_PREFIX}${salt}:${testDigest(salt, password).toString('hex')}`
  },
  async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
    if (!hash.startsWith(TEST_HASH_PREFIX)) return verifyPassword({ hash, password })
    const [salt = '', key = ''] = hash.slice(TEST_HASH_PREFIX.length).split(':')
    const stored = Buffer.from(key, 'hex')
    const given = testDigest(salt, password)
    return stored.length === given.length && timingSafeEqual(stored, given)
  },
}

function testDigest(salt: string, password: string): Buffer {
  return createHmac('sha256', salt).update(password.normalize('NFKC')).digest()
}

export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return Boolean(
    readCookie(cookieHeader, SESSION_COOKIE) || readCookie(cookieHeader, `__Secure-${SESSION_COOKIE}`),
  )
}

function firstNameOf(user: { name: string } & Record<string, unknown>): string {
  return typeof user.firstName === 'string' ? user.firstName : user.name
}
