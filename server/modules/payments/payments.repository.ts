import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { orders, paymentEvents, payments, refunds } from '#server/db/schema/index.ts'

export type OrderRow = typeof orders.$inferSelect
export type PaymentRow = typeof payments.$inferSelect

export async function findOrderById(db: Db, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1)
  return row
}

/** The order of this customer for this product and case that is still waiting for any payment. */
export async function findOpenOrder(db: Db, userId: string, caseId: string | null, productCode: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        caseId ? eq(orders.caseId, caseId) : isNull(orders.caseId),
        eq(orders.productCode, productCode),
        eq(orders.status, 'PENDING'),
      ),
    )
    .limit(1)
  return row
}

/** A paid (or part-paid) order for the same case and product, which a new checkout must not repeat. */
export async function findPaidOrderForCase(db: Db, caseId: string, productCode: string) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.caseId, caseId),
        eq(orders.productCode, productCode),
        inArray(orders.status, ['PAID', 'DEPOSIT_PAID']),
      ),
    )
    .limit(1)
  return row
}

export async function insertOrder(db: Db, values: typeof orders.$inferInsert): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).onConflictDoNothing().returning()
  if (row) return row
  // Another request opened the same order a moment ago (the one-open-order index): use that one.
  const existing = await findOpenOrder(db, values.userId, values.caseId ?? null, values.productCode)
  if (!existing) throw new Error('order insert conflicted but no open order was found')
  return existing
}

export async function updateOpenOrderAmounts(
  db: Db,
  orderId: string,
  values: Pick<OrderRow, 'amountCents' | 'idFeeCents' | 'paymentPlan'>,
) {
  await db
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'PENDING')))
}

export async function findReusablePayment(
  db: Db,
  orderId: string,
  purpose: PaymentRow['purpose'],
  amountCents: number,
) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.purpose, purpose),
        eq(payments.amountCents, amountCents),
        inArray(payments.status, ['PENDING', 'FAILED']),
      ),
    )
    .limit(1)
  return row
}

export async function insertPayment(db: Db, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).onConflictDoNothing().returning()
  if (row) return row
  const existing = await findPaymentByProviderId(db, values.provider, values.providerPaymentId)
  if (!existing) throw new Error('payment insert conflicted but no payment was found')
  return existing
}

export async function findPaymentByProviderId(
  db: Db,
  provider: PaymentRow['provider'],
  providerPaymentId: string,
) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)))
    .limit(1)
  return row
}

export async function findPaymentByClientSecret(db: Db, clientSecret: string) {
  const [row] = await db.select().from(payments).where(eq(payments.clientSecret, clientSecret)).limit(1)
  return row
}

/** Records a provider event once; false when it was already received (a redelivery). */
export async function insertPaymentEvent(
  db: Db,
  values: typeof paymentEvents.$inferInsert,
): Promise<string | null> {
  const [row] = await db
    .insert(paymentEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id })
  return row?.id ?? null
}

export async function setPaymentEventOutcome(db: Db, id: string, outcome: string) {
  await db.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.id, id))
}

/** PENDING or FAILED → SUCCEEDED; false when another delivery already did it. */
export async function markPaymentSucceeded(db: Db, paymentId: string): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ status: 'SUCCEEDED', succeededAt: new Date(), failureMessage: null, updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, ['PENDING', 'FAILED'])))
    .returning({ id: payments.id })
  return rows.length > 0
}

/** PENDING → FAILED; a failure reported after a success changes nothing. */
export async function markPaymentFailed(db: Db, paymentId: string, message: string) {
  await db
    .update(payments)
    .set({ status: 'FAILED', failureMessage: message, updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'PENDING')))
}

/** Adds a received amount; the order is PAID once nothing is due, DEPOSIT_PAID before that. */
export async function addPaymentToOrder(db: Db, orderId: string, amountCents: number): Promise<OrderRow> {
  const [row] = await db
    .update(orders)
    .set({
      paidCents: sql`${orders.paidCents} + ${amountCents}`,
      status: sql`case when ${orders.paidCents} + ${amountCents} >= ${orders.amountCents} then 'PAID' else 'DEPOSIT_PAID' end`,
      paidAt: sql`coalesce(${orders.paidAt}, now())`,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, orderId))
    .returning()
  if (!row) throw new Error('order vanished while recording a payment')
  return row
}

export async function listSucceededPayments(db: Db, orderId: string) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'SUCCEEDED')))
    .orderBy(asc(payments.createdAt))
}

export async function insertRefund(db: Db, values: typeof refunds.$inferInsert) {
  await db.insert(refunds).values(values)
}

export async function markPaymentRefunded(db: Db, paymentId: string) {
  await db
    .update(payments)
    .set({ status: 'REFUNDED', updatedAt: new Date() })
    .where(eq(payments.id, paymentId))
}

/** Paid or part-paid → REFUNDED; false when it was already refunded (a retried request). */
export async function markOrderRefunded(db: Db, orderId: string, refundedCents: number): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ status: 'REFUNDED', refundedCents, refundedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), inArray(orders.status, ['PAID', 'DEPOSIT_PAID', 'DISPUTED'])))
    .returning({ id: orders.id })
  return rows.length > 0
}

export async function markOrderDisputed(db: Db, orderId: string) {
  await db
    .update(orders)
    .set({ status: 'DISPUTED', updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), inArray(orders.status, ['PAID', 'DEPOSIT_PAID'])))
}
