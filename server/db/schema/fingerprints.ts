import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import {
  FINGERPRINT_REVIEW_STATUSES,
  FINGERPRINT_SOURCES,
  FINGERPRINT_TYPES,
} from '#shared/domain/fingerprints.ts'
import { users } from './auth.ts'
import { cases } from './cases.ts'

/**
 * A fingerprint file of a case (from the upload page, the case page or e-mail) and what its
 * analysis found: the artifact type, TCN and ORI where the file states them, and for images a
 * quality score 0-1. Invalid files are kept too, so the customer sees what was wrong.
 */
export const fingerprints = pgTable(
  'fingerprints',
  {
    id: uuid().primaryKey().defaultRandom(),
    caseId: uuid()
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    /** FD258_CARD, LIVE_SCAN_RECEIPT or OTHER. */
    type: text({ enum: FINGERPRINT_TYPES }).notNull(),
    /** How it arrived: UPLOAD_LINK (QR or upload page), CASE_PAGE or EMAIL. */
    source: text({ enum: FINGERPRINT_SOURCES }).notNull(),
    /** When the prints were taken, where the file says so; else when the file arrived. */
    capturedAt: timestamp({ withTimezone: true }).notNull(),
    tcn: text(),
    ori: text(),
    /** 0.00-1.00 for images; null for documents. */
    qualityScore: numeric({ precision: 3, scale: 2 }),
    valid: boolean().notNull(),
    issues: jsonb().$type<string[]>().notNull(),
    filename: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    sha256: text().notNull(),
    storageKey: text().notNull().unique(),
    /** RECEIVED until staff look at it; ACCEPTED or REJECTED with a reason afterwards. */
    reviewStatus: text({ enum: FINGERPRINT_REVIEW_STATUSES }).notNull().default('RECEIVED'),
    reviewReason: text(),
    reviewedByUserId: text().references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.caseId, t.createdAt)],
)
