import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { cases } from './cases.ts'
import { conversations } from './inbox.ts'

/**
 * Every message the product's own mail server accepted, with its authentication results and where
 * it went: a case's fingerprints or an inbox conversation. No body is kept here (the conversation
 * or the fingerprint rows hold what matters).
 */
export const inboundMessages = pgTable(
  'inbound_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The Message-ID header (without angle brackets), unique per sender; null when absent. */
    messageId: text(),
    mailFrom: text(),
    fromAddress: text(),
    recipient: text().notNull(),
    subject: text().notNull(),
    sizeBytes: integer().notNull(),
    spf: text().notNull(),
    dkim: text().notNull(),
    dmarc: text().notNull(),
    /** FINGERPRINTS (fp-{caseId}@) or SUPPORT (support@). */
    route: text({ enum: ['FINGERPRINTS', 'SUPPORT'] }).notNull(),
    caseId: uuid().references(() => cases.id, { onDelete: 'set null' }),
    conversationId: uuid().references(() => conversations.id, { onDelete: 'set null' }),
    /** What was done with it (attachments processed, replies sent), for staff. */
    outcome: jsonb(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.receivedAt), index().on(t.messageId)],
)
