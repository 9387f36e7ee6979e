import type { Db } from '#server/db/client.ts'
import type { StoredMail } from '#server/adapters/mail/outbox-mailer.ts'
import type { MailLogEntry } from '#server/adapters/mail/logged-mailer.ts'
import type { OutboxMessage } from '#shared/contracts/outbox.contract.ts'
import { insertMailLogEntry, insertOutboxMessage, listOutboxMessages } from './outbox.repository.ts'

export function createOutboxService({ db }: { db: Db }) {
  /** Keeps a message the product would have e-mailed. */
  async function store(mail: StoredMail): Promise<void> {
    await insertOutboxMessage(db, mail)
  }

  /** Logs a message an SMTP relay sent or refused (without its body). */
  async function log(entry: MailLogEntry): Promise<void> {
    await insertMailLogEntry(db, entry)
  }

  /** The newest stored messages, for the back office. */
  async function listMessages(limit: number): Promise<OutboxMessage[]> {
    const rows = await listOutboxMessages(db, limit)
    return rows.map((row) => ({
      id: row.id,
      to: row.toAddress,
      from: row.fromAddress,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      status: row.status,
      error: row.error,
      replyTo: row.replyTo,
      messageId: row.messageId,
      inReplyTo: row.inReplyTo,
      references: row.references ?? [],
      headers: row.headers ?? {},
      createdAt: row.createdAt.toISOString(),
    }))
  }

  return { store, log, listMessages }
}

export type OutboxService = ReturnType<typeof createOutboxService>
