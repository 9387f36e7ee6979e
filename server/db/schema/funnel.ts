import { date, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { RECORDED_FUNNEL_STEPS } from '#shared/domain/back-office.ts'

/**
 * The steps of the sales funnel that leave no other record: a visitor opened the eligibility
 * wizard, a visitor got a verdict. Cases and paid orders are counted from their own tables. One row
 * per visitor, step and business day, so reloads and retries count once.
 */
export const funnelEvents = pgTable(
  'funnel_events',
  {
    step: text({ enum: RECORDED_FUNNEL_STEPS }).notNull(),
    /** SHA-256 of the visitor cookie: no way back to the browser. */
    visitorHash: text().notNull(),
    /** The day in the business time zone. */
    day: date({ mode: 'string' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.step, t.visitorHash, t.day] }), index().on(t.day)],
)
