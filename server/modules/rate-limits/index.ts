export {
  createRateLimitsService,
  progressiveDelayMs,
  rateLimited,
  type RateLimitsService,
  type RateLimitPolicy,
  type RateLimitCount,
} from './rate-limits.service.ts'
export { createRateLimitStore } from './create-store.ts'
export type { RateLimitStore } from './rate-limit-store.ts'
export { createMemoryStore } from './memory-store.ts'
