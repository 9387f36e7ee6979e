import type { Logger } from '#server/lib/logger.ts'
import { createMemoryStore } from './memory-store.ts'
import type { RateLimitStore } from './rate-limit-store.ts'
import { createRedisStore } from './redis-store.ts'

/** Redis when a URL is configured (counters shared by every process), this process's memory otherwise. */
export function createRateLimitStore({
  redisUrl,
  log,
}: {
  redisUrl: string | undefined
  log: Logger
}): RateLimitStore {
  return redisUrl ? createRedisStore({ url: redisUrl, log }) : createMemoryStore()
}
