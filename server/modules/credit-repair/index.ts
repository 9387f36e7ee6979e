export {
  createCreditRepairService,
  CREDIT_REMINDER_EVERY_MS,
  CREDIT_REMINDER_JOB,
  type CreditRepairService,
  type CreditRepairServiceDeps,
} from './credit-repair.service.ts'
export { creditRepairRoutes } from './credit-repair.routes.ts'
export { creditRepairAdminRoutes } from './credit-repair.admin-routes.ts'
