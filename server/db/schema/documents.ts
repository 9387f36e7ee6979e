import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import {
  DOCUMENT_REQUEST_STATUSES,
  DOCUMENT_REVIEW_STATUSES,
  DOCUMENT_UPLOADERS,
  UPLOAD_SLOT_STATUSES,
} from '#shared/domain/documents.ts'
import { users } from './auth.ts'
import { cases } from './cases.ts'

/** A file kept for a case (signed agreement, uploads); the bytes live in file storage under storageKey. */
export const documents = pgTable(
  'documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    caseId: uuid()
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text().notNull(),
    filename: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    sha256: text().notNull(),
    storageKey: text().notNull().unique(),
    /** The checklist item this file answers (shared/domain/fulfilment), null when none was named. */
    requirementCode: text(),
    /** Who added it: the customer, the system (signed agreement, packet) or staff. */
    uploadedBy: text({ enum: DOCUMENT_UPLOADERS }).notNull().default('USER'),
    /** RECEIVED until staff look at it; ACCEPTED or REJECTED with a reason afterwards. */
    reviewStatus: text({ enum: DOCUMENT_REVIEW_STATUSES }).notNull().default('RECEIVED'),
    reviewReason: text(),
    reviewedByUserId: text(),
    reviewedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.caseId, t.createdAt)],
)

/**
 * A one-time upload address handed out by POST /api/objects/upload: the browser PUTs one file to
 * it (our signed URL, or an S3 presigned PUT), then registers it as a document of a case. The row
 * makes the address single-use and lets unregistered uploads be swept.
 */
export const uploadSlots = pgTable(
  'upload_slots',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Where the bytes go until the document is registered. */
    storageKey: text().notNull().unique(),
    status: text({ enum: UPLOAD_SLOT_STATUSES }).notNull().default('ISSUED'),
    contentType: text(),
    sizeBytes: integer(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    uploadedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.createdAt), index().on(t.status, t.expiresAt)],
)

/** Staff asking the customer for a document, with the reason; shown on the case page until met. */
export const documentRequests = pgTable(
  'document_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    caseId: uuid()
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    /** The checklist item asked for, or null for a document outside the checklist. */
    requirementCode: text(),
    label: text().notNull(),
    reason: text().notNull(),
    status: text({ enum: DOCUMENT_REQUEST_STATUSES }).notNull().default('OPEN'),
    requestedByUserId: text().notNull(),
    fulfilledByDocumentId: uuid(),
    /** Extra detail a later step may need, kept as sent. */
    detail: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.caseId, t.createdAt)],
)
