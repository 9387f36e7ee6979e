import { APIError } from 'better-auth/api'
import type { Mailer } from '#server/adapters/mail/index.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { RateLimitsService } from '#server/modules/rate-limits/index.ts'
import type { SignUpInput, User } from '#shared/contracts/auth.contract.ts'
import { WRONG_PASSWORD_MESSAGE } from '#shared/contracts/accounts.contract.ts'
import { ACCOUNT_DISABLED_CODE, ACCOUNT_DISABLED_MESSAGE, type BetterAuth } from './auth.better-auth.ts'

/** Who is asking: the request's headers (cookie, client address) and its resolved IP. */
export type AuthClient = { headers: Headers; ip: string }

export type AuthResult = { user: User; setCookies: string[] }

/** What the auth use cases are built from (auth.service.ts). */
export type AuthDeps = {
  db: Db
  auth: BetterAuth
  rateLimits: RateLimitsService
  mailer: Mailer
  config: Pick<Config, 'publicUrl' | 'company'>
}

/** The sign-up body better-auth takes, from ours: its `name` is the full name. */
export function signUpBody(input: Pick<SignUpInput, 'email' | 'password' | 'firstName' | 'lastName'>) {
  return {
    email: input.email,
    password: input.password,
    name: `${input.firstName} ${input.lastName}`,
    firstName: input.firstName,
    lastName: input.lastName,
  }
}

export const INVALID_LINK_MESSAGE = 'This link is not valid or has expired.'

/** Our view of a better-auth user row. */
export function toUser(row: Record<string, unknown>): User {
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
export async function callAuth<T>(call: () => Promise<T>): Promise<T> {
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
