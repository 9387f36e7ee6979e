export {
  createInboxService,
  SUPPORT_CONTACTED,
  type InboundSupportEmail,
  type InboxService,
  type OpenConversationInput,
} from './inbox.service.ts'
export { CONVERSATION_ACTIONS } from './inbox.admin-service.ts'
export { inboxAdminRoutes } from './inbox.admin-routes.ts'
export { inboxRoutes } from './inbox.routes.ts'
export { toMessage } from './inbox-views.ts'
