import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { MAIL_LOG_STATUSES } from '#shared/domain/back-office.ts'

/**
 * The product's mail log. Without an SMTP server every message is KEPT here whole, for admins to
 * read; with one, each message is logged SENT or FAILED with its headers but not its body, which
 * may hold sign-in or upload links (docs/decisions/039-mail-log.md).
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    toAddress: text().notNull(),
    fromAddress: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text(),
    status: text({ enum: MAIL_LOG_STATUSES }).notNull().default('KEPT'),
    /** Why the relay refused it (FAILED only). */
    error: text(),
    replyTo: text(),
    /** The threading headers the message went out with, ids without angle brackets. */
    messageId: text(),
    inReplyTo: text(),
    references: text().array(),
    /** Other headers it carried, such as List-Unsubscribe on campaign mail. */
    headers: jsonb().$type<Record<string, string>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.createdAt), index().on(t.toAddress)],
)
