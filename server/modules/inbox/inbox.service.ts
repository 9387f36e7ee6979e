import { randomUUID } from 'node:crypto'
import type { Mailer } from '#server/adapters/mail/index.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { AuditService } from '#server/modules/audit/index.ts'
import { caseNumber } from '#server/modules/cases/index.ts'
import { supportReplyAddress } from '#server/modules/inbound-mail/index.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import type {
  ContactSupportInput,
  Conversation,
  ConversationMessage,
  ConversationSource,
  MessageDirection,
  SendEmailInput,
} from '#shared/contracts/inbox.contract.ts'
import type { MailChecks } from '#shared/domain/inbound-mail.ts'
import { createInboxAdminService, toMessage, type InboxAdminDeps } from './inbox.admin-service.ts'
import { supportRequestEmail } from './inbox.emails.ts'
import {
  findConversationById,
  findMessagesByEmailMessageIds,
  findOpenConversationByEmail as findOpenByEmail,
  findOpenConversationOfCustomer,
  findOpenEmailConversationBySubject,
  insertConversation,
  insertMessage,
  listEmailMessageIds,
  markConversationRead,
  updateConversation,
  type ConversationRow,
} from './inbox.repository.ts'
import { cleanMailText, referencesFor, stripReplyPrefixes, threadCandidates } from './email-threading.ts'

export type OpenConversationInput = {
  source: ConversationSource
  subject: string
  customerName: string
  customerEmail: string
  customerPhone?: string | null
  topic?: string | null
  firstMessage: string
  userId?: string | null
  caseId?: string | null
}

/** An e-mail the product's own mail server received for the support address. */
export type InboundSupportEmail = {
  fromAddress: string
  fromName: string | null
  subject: string
  text: string
  /** Its Message-ID, In-Reply-To and References, without angle brackets. */
  messageId: string | null
  inReplyTo: string | null
  references: string[]
  /**
   * The customer whose account has the sender's address, and the case the mail is about: only
   * when the checks proved the sender (docs/decisions/058-inbound-mail-authentication.md).
   */
  userId: string | null
  caseId: string | null
  /** SPF, DKIM and DMARC, and whether they proved the sender; kept with the message for staff. */
  mailChecks: MailChecks
}

type InboxServiceDeps = {
  db: Db
  mailer: Mailer
  log: Logger
  config: Pick<Config, 'company' | 'mailDomain' | 'inboundMail' | 'publicUrl'>
  audit: Pick<AuditService, 'record'>
  /** The case for its owner (or an admin); throws not_found for anyone else (the cases module). */
  findOwnCase(actor: User, caseId: string): Promise<unknown>
} & Pick<InboxAdminDeps, 'listCustomerCases' | 'listCustomerOrders'>

/** The longest e-mail body kept in a conversation; the rest is cut with a mark. */
const EMAIL_BODY_MAX_LENGTH = 20_000

export function createInboxService(deps: InboxServiceDeps) {
  const { db, mailer, log, config, audit, findOwnCase } = deps
  const staff = createInboxAdminService(deps)

  /** Opens a conversation with its first (incoming) message, inside the caller's transaction if any. */
  async function openConversation(input: OpenConversationInput, executor: Db = db): Promise<Conversation> {
    const row = await insertConversation(executor, {
      source: input.source,
      subject: input.subject,
      customerName: input.customerName,
      customerEmail: input.customerEmail.trim().toLowerCase(),
      customerPhone: input.customerPhone ?? null,
      topic: input.topic ?? null,
      userId: input.userId ?? null,
      caseId: input.caseId ?? null,
    })
    const message = await insertMessage(executor, {
      conversationId: row.id,
      direction: 'IN',
      body: input.firstMessage,
    })
    return toConversation({ ...row, lastMessageAt: message.createdAt })
  }

  /** Adds a message to a conversation and makes it the conversation's latest. */
  async function addMessage(
    conversationId: string,
    direction: MessageDirection,
    body: string,
    authorUserId?: string,
    executor: Db = db,
  ): Promise<ConversationMessage> {
    return toMessage(
      await insertMessage(executor, { conversationId, direction, body, authorUserId: authorUserId ?? null }),
    )
  }

  /** The person's latest open conversation from one channel, so a returning visitor continues it. */
  async function findOpenConversationByEmail(
    email: string,
    source: ConversationSource,
    executor: Db = db,
  ): Promise<Conversation | null> {
    const row = await findOpenByEmail(executor, email, source)
    return row ? toConversation(row) : null
  }

  /**
   * A message from a person: added to their open conversation on that channel (same e-mail), or
   * the first message of a new one. `continuedBody` is what to store when continuing, if different.
   */
  async function receiveMessage(
    input: OpenConversationInput & { continuedBody?: string },
    executor: Db = db,
  ): Promise<{ conversation: Conversation; isNew: boolean }> {
    const open = await findOpenConversationByEmail(input.customerEmail, input.source, executor)
    if (!open) return { conversation: await openConversation(input, executor), isNew: true }
    await addMessage(open.id, 'IN', input.continuedBody ?? input.firstMessage, undefined, executor)
    return { conversation: open, isNew: false }
  }

  /** Updates what a conversation says about its person, topic and subject (a lead's newer details). */
  async function updateConversationDetails(
    conversationId: string,
    details: { subject?: string; topic?: string; customerName?: string; customerPhone?: string },
    executor: Db = db,
  ): Promise<void> {
    await updateConversation(executor, conversationId, details)
  }

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
    const messageId = newEmailMessageId()
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

  /**
   * Files an e-mail to the support address: a message already filed (same Message-ID) is left
   * alone; a reply joins the conversation of the message it answers (reopened if closed); else the
   * sender's open e-mail conversation with the same subject continues (for mail whose sender the
   * checks did not prove, only one linked to no account); else a new one opens. The conversation
   * is marked with whether the checks proved the sender of its latest e-mail.
   */
  async function receiveEmail(
    mail: InboundSupportEmail,
  ): Promise<{ conversationId: string; isNew: boolean; isDuplicate: boolean }> {
    const isSenderVerified = mail.mailChecks.isSenderVerified
    return db.transaction(async (tx) => {
      if (mail.messageId) {
        const [filed] = await findMessagesByEmailMessageIds(tx, [mail.messageId])
        if (filed) return { conversationId: filed.conversationId, isNew: false, isDuplicate: true }
      }
      const body = cleanMailText(mail.text, EMAIL_BODY_MAX_LENGTH) || '(no text)'
      const subject = stripReplyPrefixes(cleanMailText(mail.subject, 200)).replace(/\s+/g, ' ')
      const existing =
        (await findThreadConversation(tx, threadCandidates(mail.inReplyTo, mail.references))) ??
        (subject
          ? await findOpenEmailConversationBySubject(tx, mail.fromAddress, subject, {
              isUnlinkedOnly: !isSenderVerified,
            })
          : undefined)
      const message = {
        direction: 'IN' as const,
        body,
        emailMessageId: mail.messageId,
        mailChecks: mail.mailChecks,
      }
      if (!existing) {
        const opened = await insertConversation(tx, {
          source: 'EMAIL',
          subject: subject || '(no subject)',
          customerName: mail.fromName || mail.fromAddress,
          customerEmail: mail.fromAddress.trim().toLowerCase(),
          userId: mail.userId,
          caseId: mail.caseId,
          isSenderVerified,
        })
        await insertMessage(tx, { conversationId: opened.id, ...message })
        return { conversationId: opened.id, isNew: true, isDuplicate: false }
      }
      await insertMessage(tx, { conversationId: existing.id, ...message })
      // A reply to a closed conversation reopens it: staff see the answer where the history is.
      await updateConversation(tx, existing.id, {
        status: 'OPEN',
        isSenderVerified,
        ...(!existing.userId && mail.userId ? { userId: mail.userId } : {}),
        ...(!existing.caseId && mail.caseId ? { caseId: mail.caseId } : {}),
      })
      return { conversationId: existing.id, isNew: false, isDuplicate: false }
    })
  }

  // The conversation of the nearest message the e-mail names (ids are given nearest first).
  async function findThreadConversation(executor: Db, ids: string[]): Promise<ConversationRow | undefined> {
    const found = await findMessagesByEmailMessageIds(executor, ids)
    for (const id of ids) {
      const message = found.find((m) => m.emailMessageId === id)
      if (message) return findConversationById(executor, message.conversationId)
    }
    return undefined
  }

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

  function newEmailMessageId(): string {
    return `${randomUUID()}@${config.mailDomain.toLowerCase()}`
  }

  return {
    openConversation,
    addMessage,
    findOpenConversationByEmail,
    receiveMessage,
    updateConversationDetails,
    sendEmailReply,
    receiveEmail,
    contactSupport,
    ...staff,
  }
}

export type InboxService = ReturnType<typeof createInboxService>

/** The case activity entry of a Contact Support message. */
export const SUPPORT_CONTACTED = 'SUPPORT_CONTACTED'

// Only the error's code reaches the log: an SMTP message can quote the recipient's address.
function mailErrorCode(error: unknown): string {
  const code = (error as { code?: unknown; responseCode?: unknown } | null)?.code
  return typeof code === 'string' ? code : error instanceof Error ? error.name : 'unknown'
}

function toConversation(row: ConversationRow): Conversation {
  return {
    id: row.id,
    source: row.source,
    subject: row.subject,
    status: row.status,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    topic: row.topic,
    userId: row.userId,
    caseId: row.caseId,
    isSenderVerified: row.isSenderVerified,
    lastMessageAt: row.lastMessageAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  }
}
