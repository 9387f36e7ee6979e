import type { Mailer } from '#server/adapters/mail/index.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { AuditService } from '#server/modules/audit/index.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import { createContactSupport } from './contact-support.ts'
import { createConversations } from './conversations.ts'
import { createInboxAdminService, type InboxAdminDeps } from './inbox.admin-service.ts'
import { createReceiveEmail } from './receive-email.ts'
import { createSendEmailReply } from './send-email-reply.ts'

export { SUPPORT_CONTACTED } from './contact-support.ts'
export type { OpenConversationInput } from './conversations.ts'
export type { InboundSupportEmail } from './receive-email.ts'

type InboxServiceDeps = {
  db: Db
  mailer: Mailer
  log: Logger
  config: Pick<Config, 'company' | 'mailDomain' | 'inboundMail' | 'publicUrl'>
  audit: Pick<AuditService, 'record'>
  /** The case for its owner (or an admin); throws not_found for anyone else (the cases module). */
  findOwnCase(actor: User, caseId: string): Promise<unknown>
} & Pick<InboxAdminDeps, 'listCustomerCases' | 'listCustomerOrders'>

/** The inbox: conversations from every channel, the e-mail in and out, and the staff's work on them. */
export function createInboxService(deps: InboxServiceDeps) {
  const conversations = createConversations(deps)
  return {
    ...conversations,
    ...createSendEmailReply(deps),
    ...createReceiveEmail(deps),
    ...createContactSupport({ ...deps, openConversation: conversations.openConversation }),
    ...createInboxAdminService(deps),
  }
}

export type InboxService = ReturnType<typeof createInboxService>
