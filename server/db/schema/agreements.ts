import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'
import { cases } from './cases.ts'
import { documents } from './documents.ts'

/** Proof of a signed service agreement: who, from where, when, and a hash of the exact text signed. */
export const agreementSignatures = pgTable(
  'agreement_signatures',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    caseId: uuid().references(() => cases.id, { onDelete: 'restrict' }),
    productCode: text().notNull(),
    fullName: text().notNull(),
    ipAddress: text().notNull(),
    userAgent: text().notNull(),
    agreementVersion: text().notNull(),
    textSha256: text().notNull(),
    documentId: uuid().references(() => documents.id, { onDelete: 'set null' }),
    signedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId), index().on(t.caseId)],
)
