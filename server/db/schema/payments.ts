import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { REFUND_ACTORS } from '#shared/domain/orders.ts'
import { PAYMENT_ATTEMPT_STATUSES, PAYMENT_PROVIDERS, PAYMENT_PURPOSES } from '#shared/domain/payments.ts'
import { orders } from './orders.ts'

/** One attempt to collect money for an order (the full price, a deposit or the balance). */
export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    provider: text({ enum: PAYMENT_PROVIDERS }).notNull(),
    providerPaymentId: text().notNull(),
    purpose: text({ enum: PAYMENT_PURPOSES }).notNull(),
    amountCents: integer().notNull(),
    status: text({ enum: PAYMENT_ATTEMPT_STATUSES }).notNull().default('PENDING'),
    clientSecret: text().notNull(),
    failureMessage: text(),
    succeededAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.provider, t.providerPaymentId), index().on(t.orderId)],
)

/** Every provider event received, once: the unique key makes redelivery a no-op. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    provider: text({ enum: PAYMENT_PROVIDERS }).notNull(),
    eventId: text().notNull(),
    type: text().notNull(),
    payload: jsonb().notNull(),
    outcome: text(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.provider, t.eventId)],
)

/**
 * Money returned to a customer: the customer's own cancellation, an admin, or fulfilment refusing
 * money the order could not take (SYSTEM). Part of the order's ledger, written by the orders module.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    paymentId: uuid()
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    amountCents: integer().notNull(),
    providerRefundId: text().notNull(),
    reason: text().notNull(),
    actor: text({ enum: REFUND_ACTORS }).notNull(),
    actorUserId: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.orderId)],
)
