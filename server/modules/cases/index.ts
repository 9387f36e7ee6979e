export { createCasesService, caseNumber, type CasesService } from './cases.service.ts'
export { casesRoutes } from './cases.routes.ts'
export { CASE_REMINDER_JOB } from './reminders.ts'
