import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'
import { cases } from './cases.ts'

/** A purchase of a catalog product; amounts in cents. Payments and refunds move its status. */
export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    caseId: uuid().references(() => cases.id, { onDelete: 'set null' }),
    productCode: text().notNull(),
    amountCents: integer().notNull(),
    status: text({ enum: ['PENDING', 'PAID', 'FAILED', 'REFUNDED', 'DISPUTED', 'CANCELED'] })
      .notNull()
      .default('PENDING'),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.createdAt), index().on(t.caseId)],
)
