export {
  createAffiliatesService,
  type AffiliatesService,
  type ResolvedReferral,
} from './affiliates.service.ts'
export { createClickRecorder, type ClickRecorder } from './click-recorder.ts'
export { createLedger, type Ledger } from './affiliates.ledger.ts'
export {
  createPayoutsService,
  AFFILIATE_JOBS,
  AFFILIATE_SCHEDULE_EVERY_MS,
  type PayoutsService,
} from './payouts.service.ts'
export { affiliatesRoutes } from './affiliates.routes.ts'
export { affiliatesAdminRoutes } from './affiliates.admin-routes.ts'
export { isBot, readReferral, visitorHash, visitorOf, type Referral } from './referral-cookie.ts'
