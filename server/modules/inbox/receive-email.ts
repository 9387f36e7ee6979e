import type { Db } from '#server/db/client.ts'
import type { MailChecks } from '#shared/domain/inbound-mail.ts'
import { cleanMailText, stripReplyPrefixes, threadCandidates } from './email-threading.ts'
import {
  findConversationById,
  findMessagesByEmailMessageIds,
  findOpenEmailConversationBySubject,
  insertConversation,
  insertMessage,
  updateConversation,
  type ConversationRow,
} from './inbox.repository.ts'

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

/** The longest e-mail body kept in a conversation; the rest is cut with a mark. */
const EMAIL_BODY_MAX_LENGTH = 20_000

export function createReceiveEmail({ db }: { db: Db }) {
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

  return { receiveEmail }
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
