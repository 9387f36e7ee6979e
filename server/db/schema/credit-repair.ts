import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import {
  BUREAUS,
  CREDIT_ITEM_TYPES,
  DISPUTE_LETTER_KINDS,
  DISPUTE_REASONS,
  ITEM_RESULTS,
  RESULT_RECORDERS,
} from '#shared/domain/credit-repair.ts'
import { users } from './auth.ts'
import { cases } from './cases.ts'
import { documents } from './documents.ts'

/**
 * The customer a credit-repair row belongs to, and the paid case that includes the service: both
 * go with the person or the case (fresh builders per table, as drizzle needs).
 */
function customerCase() {
  return {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    caseId: uuid()
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
  }
}

/**
 * A credit report the customer uploaded (a PDF kept as a document of their case) for one bureau.
 * Its text is read once to offer candidate items; only what the customer confirms is kept.
 */
export const creditReports = pgTable(
  'credit_reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...customerCase(),
    bureau: text({ enum: BUREAUS }).notNull(),
    documentId: uuid().references(() => documents.id, { onDelete: 'set null' }),
    /** The date printed on the report, or the upload day when it has none. */
    reportDate: date({ mode: 'string' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.bureau, t.reportDate)],
)

/**
 * A letter for one bureau: the first dispute of a set of items, or the follow-up asking how
 * verified items were verified. The PDF is a document of the case; the dates drive the FCRA clock.
 */
export const disputeLetters = pgTable(
  'dispute_letters',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...customerCase(),
    bureau: text({ enum: BUREAUS }).notNull(),
    kind: text({ enum: DISPUTE_LETTER_KINDS }).notNull(),
    documentId: uuid().references(() => documents.id, { onDelete: 'set null' }),
    /** The items the letter names, as they were when it was written. */
    itemIds: jsonb().$type<string[]>().notNull(),
    /** Entered by the customer: the day it was mailed, and the day on the return receipt. */
    sentOn: date({ mode: 'string' }),
    receivedOn: date({ mode: 'string' }),
    /** The customer sent the annual free report with it: 45 days instead of 30 (§ 1681i(a)(1)(B)). */
    withAnnualFreeReport: boolean().notNull().default(false),
    responseDueOn: date({ mode: 'string' }),
    reminderSentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.bureau), index().on(t.responseDueOn)],
)

/** One item on a report that the customer disputes, with the bureau's result once it answers. */
export const creditItems = pgTable(
  'credit_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...customerCase(),
    reportId: uuid().references(() => creditReports.id, { onDelete: 'set null' }),
    bureau: text({ enum: BUREAUS }).notNull(),
    creditor: text().notNull(),
    /** Two to four digits at most: a full account number is never stored. */
    accountLastDigits: text(),
    type: text({ enum: CREDIT_ITEM_TYPES }).notNull(),
    reason: text({ enum: DISPUTE_REASONS }).notNull(),
    note: text(),
    disputeLetterId: uuid().references(() => disputeLetters.id, { onDelete: 'set null' }),
    followUpLetterId: uuid().references(() => disputeLetters.id, { onDelete: 'set null' }),
    result: text({ enum: ITEM_RESULTS }),
    resultRecordedAt: timestamp({ withTimezone: true }),
    resultRecordedBy: text({ enum: RESULT_RECORDERS }),
    resultRecordedByUserId: text(),
    /** Order on the customer's list. */
    position: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.bureau), index().on(t.caseId)],
)

/** What the customer wants to be e-mailed about, and when we last reminded them to pull reports. */
export const userPreferences = pgTable('user_preferences', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailCaseUpdates: boolean().notNull().default(true),
  emailCreditReminders: boolean().notNull().default(true),
  emailProductNews: boolean().notNull().default(false),
  lastReportReminderOn: date({ mode: 'string' }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
