import type { Mailer } from '#server/adapters/mail/index.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { AuditService } from '#server/modules/audit/index.ts'
import { caseNumber } from '#server/modules/cases/index.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import type { ContactSupportInput } from '#shared/contracts/inbox.contract.ts'
import type { createConversations } from './conversations.ts'
import { mailErrorCode, supportRequestEmail } from './inbox.emails.ts'
import { findOpenConversationOfCustomer, insertMessage } from './inbox.repository.ts'

/** The case activity entry of a Contact Support message. */
export const SUPPORT_CONTACTED = 'SUPPORT_CONTACTED'

type ContactSupportDeps = {
  db: Db
  mailer: Mailer
  log: Logger
  config: Pick<Config, 'company' | 'publicUrl'>
  audit: Pick<AuditService, 'record'>
  /** The case for its owner (or an admin); throws not_found for anyone else (the cases module). */
  findOwnCase(actor: User, caseId: string): Promise<unknown>
  openConversation: ReturnType<typeof createConversations>['openConversation']
}

export function createContactSupport(deps: ContactSupportDeps) {
  const { db, mailer, log, config, audit, findOwnCase, openConversation } = deps

  /**
   * Contact Support: the customer's message joins their open conversation about the case (or about
   * no case), or opens one; the case's activity records it and the support team is told by e-mail.
   * Another customer's case does not exist for them.
   */
  async function contactSupport(
    actor: User,
    input: ContactSupportInput,
  ): Promise<{ conversationId: string }> {
    const caseId = input.caseId ?? null
    if (caseId) await findOwnCase(actor, caseId)
    const subject = caseId ? `Support request: case #${caseNumber(caseId)}` : 'Support request'
    const conversationId = await db.transaction(async (tx) => {
      const open = await findOpenConversationOfCustomer(tx, actor.id, caseId)
      const id = open
        ? (await insertMessage(tx, { conversationId: open.id, direction: 'IN', body: input.message }))
            .conversationId
        : (
            await openConversation(
              {
                source: 'CONTACT',
                subject,
                customerName: `${actor.firstName} ${actor.lastName}`.trim() || actor.email,
                customerEmail: actor.email,
                firstMessage: input.message,
                userId: actor.id,
                caseId,
              },
              tx,
            )
          ).id
      if (caseId) {
        await audit.record(
          {
            caseId,
            actor: actor.role === 'ADMIN' ? 'ADMIN' : 'USER',
            actorUserId: actor.id,
            action: SUPPORT_CONTACTED,
            detail: { conversationId: id },
          },
          tx,
        )
      }
      return id
    })
    // The message is in the inbox whatever happens to the notice; a failure is logged, not shown.
    await mailer
      .send(
        supportRequestEmail({
          to: config.company.supportEmail,
          subject,
          customer: { name: `${actor.firstName} ${actor.lastName}`.trim(), email: actor.email },
          caseNumber: caseId ? caseNumber(caseId) : null,
          message: input.message,
          inboxUrl: `${config.publicUrl}/admin`,
        }),
      )
      .catch((error: unknown) =>
        log.error({ conversationId, reason: mailErrorCode(error) }, 'support notice could not be sent'),
      )
    return { conversationId }
  }

  return { contactSupport }
}
