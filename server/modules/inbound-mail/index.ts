export {
  createInboundMailService,
  type InboundMailService,
  type InboundMailServiceDeps,
} from './inbound-mail.service.ts'
export {
  createInboundMailServer,
  MAX_RECIPIENTS,
  type InboundMailServer,
  type InboundMailServerOptions,
} from './inbound-mail.server.ts'
export { inboundMailAdminRoutes } from './inbound-mail.admin-routes.ts'
export type { InboundMailLimits } from './smtp-guard.ts'
export { createDnsResolver, offlineResolver, type DnsResolver } from './mail-auth.ts'
export { fingerprintMailbox, parseRecipient, supportMailbox, supportReplyAddress } from './addresses.ts'
export type { FingerprintFileResult } from './inbound-mail.emails.ts'
