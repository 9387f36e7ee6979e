import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { JOB_STATUSES } from '#shared/domain/jobs.ts'

/**
 * Scheduled work stored in the database. Any server instance may claim a due job (row lock, skip
 * locked); a claim expires, so a crashed run is picked up again. uniqueKey keeps one job per period.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    uniqueKey: text().unique(),
    payload: jsonb(),
    status: text({ enum: JOB_STATUSES }).notNull().default('QUEUED'),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(5),
    lockedBy: text(),
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    /** How far a long job has got, 0-100, for the screens' progress bars. */
    progress: integer(),
    progressNote: text(),
    finishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.status, t.runAt)],
)
