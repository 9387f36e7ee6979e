export { createEligibilityService, type EligibilityService } from './eligibility.service.ts'
export { eligibilityRoutes } from './eligibility.routes.ts'
