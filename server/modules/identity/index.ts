export { createIdentityService, type IdentityService } from './identity.service.ts'
export { identityRoutes } from './identity.routes.ts'
