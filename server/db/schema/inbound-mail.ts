import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { INBOUND_REVIEW_STATUSES } from '#shared/domain/inbound-mail.ts'
import { users } from './auth.ts'
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
    /** Whether the checks proved the From address (docs/decisions/058); null before they were kept. */
    isSenderVerified: boolean(),
    /** FINGERPRINTS (fp-{caseId}@) or SUPPORT (support@). */
    route: text({ enum: ['FINGERPRINTS', 'SUPPORT'] }).notNull(),
    caseId: uuid().references(() => cases.id, { onDelete: 'set null' }),
    conversationId: uuid().references(() => conversations.id, { onDelete: 'set null' }),
    /** What was done with it (attachments processed, replies sent), for staff. */
    outcome: jsonb(),
    /** Fingerprint mail no check proved: held for staff, then released into the case or rejected. */
    reviewStatus: text({ enum: INBOUND_REVIEW_STATUSES }),
    /** The held message itself (encrypted file storage) until staff decide; then deleted. */
    heldStorageKey: text(),
    reviewedByUserId: text().references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp({ withTimezone: true }),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.receivedAt), index().on(t.messageId), index().on(t.caseId, t.receivedAt)],
)
