import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
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
    /** Package price plus fees: the whole amount the customer owes for this order. */
    amountCents: integer().notNull(),
    /** The manual ID processing fee included in amountCents (0 when identity was verified). */
    idFeeCents: integer().notNull().default(0),
    /** What has been collected so far; the balance is amountCents - paidCents. */
    paidCents: integer().notNull().default(0),
    refundedCents: integer().notNull().default(0),
    paymentPlan: text({ enum: ['FULL', 'DEPOSIT'] })
      .notNull()
      .default('FULL'),
    status: text({ enum: ['PENDING', 'DEPOSIT_PAID', 'PAID', 'REFUNDED', 'DISPUTED', 'CANCELED'] })
      .notNull()
      .default('PENDING'),
    paidAt: timestamp({ withTimezone: true }),
    refundedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.userId, t.createdAt),
    index().on(t.caseId),
    // One open order per case and product: a second checkout reuses it instead of duplicating it.
    uniqueIndex('orders_one_open_per_case_product')
      .on(t.caseId, t.productCode)
      .where(sql`status = 'PENDING'`),
  ],
)
