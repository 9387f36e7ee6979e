import { createHash } from 'node:crypto'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import { deleteExpiredBuckets, incrementBucket } from './rate-limits.repository.ts'

export type RateLimitPolicy = { limit: number; windowSeconds: number }

export function createRateLimitsService({ db }: { db: Db }) {
  /**
   * Counts an attempt against `scope` for `subject` (an IP or an e-mail) and refuses with 429 once
   * the policy's limit is passed. Subjects are hashed so no address is stored.
   */
  async function consume(scope: string, subject: string, policy: RateLimitPolicy): Promise<void> {
    const key = `${scope}:${createHash('sha256').update(subject).digest('base64url')}`
    const { hits, secondsLeft } = await incrementBucket(db, key, policy.windowSeconds)
    if (hits > policy.limit) {
      throw new AppError(
        'rate_limited',
        'Too many attempts. Please wait a few minutes and try again.',
        undefined,
        { 'retry-after': String(secondsLeft) },
      )
    }
  }
  /** Drops counters whose window has ended (the hourly rate-limits.cleanup job). */
  async function deleteExpired(): Promise<void> {
    await deleteExpiredBuckets(db)
  }

  return { consume, deleteExpired }
}

export type RateLimitsService = ReturnType<typeof createRateLimitsService>
