export { createCasesService, caseNumber, type CasesService, type CasesServiceDeps } from './cases.service.ts'
export { casesRoutes } from './cases.routes.ts'
export { CASE_REMINDER_JOB } from './reminders.ts'
export { type LoadedFulfilmentCase } from './status-flow.ts'
