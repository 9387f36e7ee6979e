export { createInboxService, type InboxService, type OpenConversationInput } from './inbox.service.ts'
export { inboxAdminRoutes } from './inbox.admin-routes.ts'
