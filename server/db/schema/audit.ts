import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { ACTORS } from '#shared/domain/roles.ts'
import { cases } from './cases.ts'

/**
 * Append-only record of what happened and who did it: a case's Activity tab, and the admin audit
 * log (settings, people, payouts), whose entries have no case.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    caseId: uuid().references(() => cases.id, { onDelete: 'cascade' }),
    actor: text({ enum: ACTORS }).notNull(),
    actorUserId: text(),
    action: text().notNull(),
    detail: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.caseId, t.createdAt), index().on(t.createdAt), index().on(t.action, t.createdAt)],
)
