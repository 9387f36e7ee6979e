import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
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
    jurisdiction: text({ enum: ['FEDERAL', 'STATE', 'BOTH'] }).notNull(),
    stateCode: text(),
    convictionType: text({ enum: ['FEDERAL', 'STATE', 'BOTH'] }).notNull(),
    packageCode: text({ enum: ['FEDERAL', 'STATE', 'BUNDLE'] }).notNull(),
    status: text({
      enum: ['INTAKE', 'DOCS_PENDING', 'FINGERPRINTS_PENDING', 'READY_TO_SEND', 'SUBMITTED', 'DECISION'],
    })
      .notNull()
      .default('INTAKE'),
    /** personalInfo, convictionInfo and additionalInfo as the wizard sent them (validated). */
    answers: jsonb().notNull(),
    /** The eligibility result at creation, with the rules version it was judged under. */
    eligibility: jsonb().notNull(),
    rulesVersion: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.createdAt)],
)
