import { desc } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { outboxMessages } from '#server/db/schema/index.ts'
import type { StoredMail } from '#server/adapters/mail/outbox-mailer.ts'
import type { MailLogEntry } from '#server/adapters/mail/logged-mailer.ts'

export async function insertOutboxMessage(db: Db, mail: StoredMail): Promise<void> {
  await db.insert(outboxMessages).values({
    toAddress: mail.to,
    fromAddress: mail.from,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html ?? null,
    replyTo: mail.replyTo ?? null,
    messageId: mail.messageId ?? null,
    inReplyTo: mail.inReplyTo ?? null,
    references: mail.references ?? null,
    headers: mail.headers ?? null,
  })
}

/** A message an SMTP relay took or refused: its headers and outcome, no body. */
export async function insertMailLogEntry(db: Db, entry: MailLogEntry): Promise<void> {
  await db.insert(outboxMessages).values({
    toAddress: entry.to,
    fromAddress: entry.from,
    subject: entry.subject,
    textBody: '',
    status: entry.status,
    error: entry.error,
    replyTo: entry.replyTo ?? null,
    messageId: entry.messageId ?? null,
    inReplyTo: entry.inReplyTo ?? null,
    references: entry.references ?? null,
    headers: entry.headers ?? null,
  })
}

export async function listOutboxMessages(db: Db, limit: number) {
  return db.select().from(outboxMessages).orderBy(desc(outboxMessages.createdAt)).limit(limit)
}
