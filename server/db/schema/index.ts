export { users, sessions, accounts, verifications } from './auth.ts'
export { settings, products } from './settings.ts'
export { outboxMessages } from './outbox.ts'
export { rateLimitBuckets } from './rate-limits.ts'
