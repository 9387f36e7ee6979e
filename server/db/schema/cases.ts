import { sql } from 'drizzle-orm'
import { date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { CASE_DECISION_OUTCOMES, CASE_STATUSES, STAFF_REVIEW_FINDINGS } from '#shared/domain/case-status.ts'
import { CASE_JURISDICTIONS } from '#shared/domain/case-labels.ts'
import { CONVICTION_TYPES } from '#shared/domain/eligibility/input.ts'
import { PACKAGE_CODES } from '#shared/domain/packages.ts'
import { REMINDER_STATUSES, REVIEW_OUTCOMES } from '#shared/domain/case-verdict.ts'
import { users } from './auth.ts'

/** A customer's restoration case: the wizard answers and the eligibility result they were judged on. */
export const cases = pgTable(
  'cases',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    wizard: text({ enum: ['FEDERAL', 'STATE'] }).notNull(),
    jurisdiction: text({ enum: CASE_JURISDICTIONS }).notNull(),
    stateCode: text(),
    convictionType: text({ enum: CONVICTION_TYPES }).notNull(),
    packageCode: text({ enum: PACKAGE_CODES }).notNull(),
    status: text({ enum: CASE_STATUSES }).notNull().default('INTAKE'),
    /** personalInfo, convictionInfo and additionalInfo as the wizard sent them (validated). */
    answers: jsonb().notNull(),
    /** The latest eligibility result, with the rules version it was judged under. */
    eligibility: jsonb().notNull(),
    rulesVersion: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.createdAt)],
)

/**
 * A customer's choice of a package other than the one the eligibility check recommends, made after
 * the warning shown (docs/decisions/021-case-follows-verdict.md). The newest row of a case is its
 * choice; a choice of the recommended package again is stored too, so the history stays whole.
 */
export const casePackageChoices = pgTable(
  'case_package_choices',
  {
    id: uuid().primaryKey().defaultRandom(),
    caseId: uuid()
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    packageCode: text({ enum: PACKAGE_CODES }).notNull(),
    /** The package the eligibility check recommended when the choice was made. */
    recommendedPackage: text({ enum: PACKAGE_CODES }),
    /** The exact warning the customer confirmed. */
    warningText: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.caseId, t.createdAt)],
)

/**
 * A customer's acknowledgement that a MANUAL_REVIEW case is paid for before our review, with the
 * full-refund guarantee they were given, and the review's outcome once recorded.
 */
export const caseReviewAcknowledgements = pgTable(
  'case_review_acknowledgements',
  {
    id: uuid().primaryKey().defaultRandom(),
    caseId: uuid()
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The exact text acknowledged, guarantee included. */
    text: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** NOT_ELIGIBLE once our review found so (and the case's orders were refunded in full). */
    outcome: text({ enum: REVIEW_OUTCOMES }),
    outcomeReason: text(),
    outcomeByUserId: text(),
    outcomeAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex().on(t.caseId)],
)

/**
 * An e-mail reminder on the date a NOT_ELIGIBLE case's wait runs out. The job that sends it reads
 * this row, so cancelling is one update and a cancelled reminder is never sent.
 */
export const caseReminders = pgTable(
  'case_reminders',
  {
    id: uuid().primaryKey().defaultRandom(),
    caseId: uuid()
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    remindOn: date({ mode: 'string' }).notNull(),
    status: text({ enum: REMINDER_STATUSES }).notNull().default('SCHEDULED'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    canceledAt: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
  },
  // One scheduled reminder per case: asking twice gives the same one.
  (t) => [
    uniqueIndex()
      .on(t.caseId)
      .where(sql`${t.status} = 'SCHEDULED'`),
  ],
)

/**
 * The authority's decision on a submitted case, recorded by staff: granted or denied, its date
 * and the decision letter among the case's documents. One per case.
 */
export const caseDecisions = pgTable(
  'case_decisions',
  {
    id: uuid().primaryKey().defaultRandom(),
    caseId: uuid()
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    outcome: text({ enum: CASE_DECISION_OUTCOMES }).notNull(),
    decidedOn: date({ mode: 'string' }).notNull(),
    /** The decision letter (a document of the case), when staff attached one. */
    letterDocumentId: uuid(),
    note: text(),
    recordedByUserId: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.caseId)],
)

/**
 * A staff eligibility review of a case (MANUAL_REVIEW ones above all): the finding, why (for staff)
 * and, when the reviewer wrote one, a note the customer reads with the finding. The newest review
 * replaces the check's verdict on every surface (docs/decisions/050-staff-review-and-case-entry.md).
 */
export const caseStaffReviews = pgTable(
  'case_staff_reviews',
  {
    id: uuid().primaryKey().defaultRandom(),
    caseId: uuid()
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    finding: text({ enum: STAFF_REVIEW_FINDINGS }).notNull(),
    reason: text().notNull(),
    noteForCustomer: text(),
    reviewerUserId: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.caseId, t.createdAt)],
)
