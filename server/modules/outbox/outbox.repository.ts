import { desc } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { outboxMessages } from '#server/db/schema/index.ts'
import type { StoredMail } from '#server/adapters/mail/outbox-mailer.ts'

export async function insertOutboxMessage(db: Db, mail: StoredMail): Promise<void> {
  await db.insert(outboxMessages).values({
    toAddress: mail.to,
    fromAddress: mail.from,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html ?? null,
  })
}

export async function listOutboxMessages(db: Db, limit: number) {
  return db.select().from(outboxMessages).orderBy(desc(outboxMessages.createdAt)).limit(limit)
}
