export { createAccountsService, deletedEmailFor, type AccountsService } from './accounts.service.ts'
export { accountsRoutes } from './accounts.routes.ts'
