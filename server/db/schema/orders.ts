import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { ORDER_FLAG_KINDS, ORDER_STATUSES, PAYMENT_PLANS } from '#shared/domain/orders.ts'
import { users } from './auth.ts'
import { cases } from './cases.ts'

/**
 * A purchase of a catalog product; amounts in cents. Owned by the orders module, the only writer
 * (docs/decisions/014-orders-own-their-life.md): accepted payments and refunds move its status.
 */
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
    paymentPlan: text({ enum: PAYMENT_PLANS }).notNull().default('FULL'),
    status: text({ enum: ORDER_STATUSES }).notNull().default('PENDING'),
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

/**
 * Something about an order an admin must look at: money refused and refunded at once, or an amount
 * the provider reported differently. Admins list the open ones.
 */
export const orderFlags = pgTable(
  'order_flags',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** The payment attempt (payments.id) the money came through. */
    paymentId: uuid(),
    kind: text({ enum: ORDER_FLAG_KINDS }).notNull(),
    amountCents: integer().notNull(),
    reason: text().notNull(),
    detail: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.createdAt), index().on(t.orderId)],
)
