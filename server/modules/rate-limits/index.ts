export {
  createRateLimitsService,
  type RateLimitsService,
  type RateLimitPolicy,
} from './rate-limits.service.ts'
