import { hash } from 'node:crypto'
import { AppError } from '#server/lib/app-error.ts'
import type { Counter, RateLimitStore } from './rate-limit-store.ts'

export type RateLimitPolicy = { limit: number; windowSeconds: number }

/** A counter as callers see it: hits so far and the whole seconds until its window ends. */
export type RateLimitCount = { count: number; retryAfterSeconds: number }

export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.'

/**
 * Counts attempts per scope and subject in fixed windows. Subjects (an address, an e-mail, a user
 * id) are hashed before they reach the store, so no address or e-mail is kept.
 */
export function createRateLimitsService({ store }: { store: RateLimitStore }) {
  // The one-shot hash: no Hash object per request on the public forms' hot path.
  const keyOf = (scope: string, subject: string) => `${scope}:${hash('sha256', subject, 'base64url')}`

  /** Adds one hit for `subject` in `scope` and returns the count, without refusing anything. */
  async function hit(
    scope: string,
    subject: string,
    { windowSeconds }: Pick<RateLimitPolicy, 'windowSeconds'>,
  ): Promise<RateLimitCount> {
    return toCount(await store.increment(keyOf(scope, subject), windowSeconds * 1000))
  }

  /**
   * Counts an attempt against `scope` for `subject` (an IP or an e-mail) and refuses with 429 once
   * the policy's limit is passed.
   */
  async function consume(scope: string, subject: string, policy: RateLimitPolicy): Promise<void> {
    const { count, retryAfterSeconds } = await hit(scope, subject, policy)
    if (count > policy.limit) throw rateLimited(TOO_MANY_ATTEMPTS_MESSAGE, retryAfterSeconds)
  }

  /** The running count for `subject` in `scope` (zero when there is none), without adding to it. */
  async function peek(scope: string, subject: string): Promise<RateLimitCount> {
    const counter = await store.get(keyOf(scope, subject))
    return counter ? toCount(counter) : { count: 0, retryAfterSeconds: 0 }
  }

  /** Takes back one hit, for an attempt that turned out not to count (a right password). */
  async function release(scope: string, subject: string): Promise<void> {
    await store.decrement(keyOf(scope, subject))
  }

  /** Forgets the counter of `subject` in `scope`. */
  async function reset(scope: string, subject: string): Promise<void> {
    await store.delete(keyOf(scope, subject))
  }

  return { consume, hit, peek, release, reset, close: () => store.close() }
}

export type RateLimitsService = ReturnType<typeof createRateLimitsService>

/** The 429 answer, with the Retry-After header browsers and clients understand. */
export function rateLimited(message: string, retryAfterSeconds: number): AppError {
  return new AppError('rate_limited', message, undefined, {
    'retry-after': String(Math.max(1, retryAfterSeconds)),
  })
}

function toCount({ count, msLeft }: Counter): RateLimitCount {
  return { count, retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)) }
}

/**
 * The wait before checking a password for an account that has had `failures` recent failed
 * sign-ins: nothing up to `freeFailures`, then doubling from `baseMs`, never more than `maxMs`.
 */
export function progressiveDelayMs(
  failures: number,
  { freeFailures, baseMs, maxMs }: { freeFailures: number; baseMs: number; maxMs: number },
): number {
  const extra = failures - freeFailures
  if (extra <= 0) return 0
  return Math.min(maxMs, baseMs * 2 ** Math.min(extra - 1, 30))
}
