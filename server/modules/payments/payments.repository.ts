import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { paymentEvents, payments } from '#server/db/schema/index.ts'
import { LIVE_PAYMENT_STATUSES } from '#shared/domain/payments.ts'

// Payments owns the attempts and the provider events; orders are read and written through the
// orders service (docs/decisions/014-orders-own-their-life.md).

export type PaymentRow = typeof payments.$inferSelect

/** The attempts of an order the customer could still pay (at most one, by design). */
export async function listLiveAttempts(db: Db, orderId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, [...LIVE_PAYMENT_STATUSES])))
    .orderBy(asc(payments.createdAt))
}

export async function insertPayment(db: Db, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning()
  if (!row) throw new Error('payment insert returned no row')
  return row
}

export async function findPaymentById(db: Db, paymentId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1)
  return row
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

/** Records a provider event once; null when it was already received (a redelivery). */
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

/** PENDING or FAILED → SUCCEEDED; the caller holds the order's lock. */
export async function markPaymentSucceeded(db: Db, paymentId: string) {
  await db
    .update(payments)
    .set({ status: 'SUCCEEDED', succeededAt: new Date(), failureMessage: null, updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, [...LIVE_PAYMENT_STATUSES])))
}

/** PENDING → FAILED; a failure reported after a success or a void changes nothing. */
export async function markPaymentFailed(db: Db, paymentId: string, message: string) {
  await db
    .update(payments)
    .set({ status: 'FAILED', failureMessage: message, updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'PENDING')))
}

/** A live attempt replaced by a newer one (or its order closed): it can no longer be paid. */
export async function markPaymentVoid(db: Db, paymentId: string) {
  await db
    .update(payments)
    .set({ status: 'VOID', updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, [...LIVE_PAYMENT_STATUSES])))
}

export async function listSucceededPayments(db: Db, orderId: string) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'SUCCEEDED')))
    .orderBy(asc(payments.createdAt))
}

/** Money that came through the attempt went back to the customer. */
export async function markPaymentRefunded(db: Db, paymentId: string, succeededAt?: Date) {
  await db
    .update(payments)
    .set({ status: 'REFUNDED', updatedAt: new Date(), ...(succeededAt ? { succeededAt } : {}) })
    .where(eq(payments.id, paymentId))
}
