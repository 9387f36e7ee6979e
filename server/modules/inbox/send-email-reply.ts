import { randomUUID } from 'node:crypto'
import type { Mailer } from '#server/adapters/mail/index.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { Logger } from '#server/lib/logger.ts'
import { supportReplyAddress } from '#server/lib/mail-addresses.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import type { ConversationMessage, SendEmailInput } from '#shared/contracts/inbox.contract.ts'
import { referencesFor } from './email-threading.ts'
import { mailErrorCode } from './inbox.emails.ts'
import {
  findConversationById,
  insertMessage,
  listEmailMessageIds,
  markConversationRead,
} from './inbox.repository.ts'
import { toMessage } from './inbox-views.ts'

type SendEmailReplyDeps = {
  db: Db
  mailer: Mailer
  log: Logger
  config: Pick<Config, 'company' | 'mailDomain' | 'inboundMail'>
}

export function createSendEmailReply({ db, mailer, log, config }: SendEmailReplyDeps) {
  /**
   * E-mails an admin's reply and stores it as an OUT message. Nothing is stored when the mail
   * cannot be sent, so the thread never shows a reply the person did not get.
   */
  async function sendEmailReply(actor: User, input: SendEmailInput): Promise<ConversationMessage> {
    const conversation = await findConversationById(db, input.conversationId)
    if (!conversation) throw new AppError('not_found', 'Conversation not found')
    // The reply answers the person's latest e-mail and carries the thread, so their answer to it
    // comes back to this conversation (docs/decisions/027-inbound-mail.md).
    const thread = await listEmailMessageIds(db, conversation.id)
    const answered = thread.findLast((m) => m.direction === 'IN') ?? thread.at(-1)
    const messageId = `${randomUUID()}@${config.mailDomain.toLowerCase()}`
    try {
      await mailer.send({
        to: input.to,
        subject: input.subject,
        text: input.body,
        replyTo: supportReplyAddress(config),
        messageId,
        ...(answered ? { inReplyTo: answered.emailMessageId } : {}),
        ...(thread.length ? { references: referencesFor(thread.map((m) => m.emailMessageId)) } : {}),
      })
    } catch (error) {
      log.error(
        { conversationId: conversation.id, reason: mailErrorCode(error) },
        'inbox reply could not be sent',
      )
      throw new AppError('unavailable', 'The e-mail could not be sent. Please try again.')
    }
    const message = await insertMessage(db, {
      conversationId: conversation.id,
      direction: 'OUT',
      body: input.body,
      authorUserId: actor.id,
      emailMessageId: messageId,
    })
    // Whoever answered has read what they answered.
    await markConversationRead(db, conversation.id)
    return toMessage(message)
  }

  return { sendEmailReply }
}
