import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { orderFlags, orders, refunds } from '#server/db/schema/index.ts'
import { PAID_ORDER_STATUSES, type OrderStatus } from '#shared/domain/orders.ts'

// The orders module is the only writer of orders, refunds and order_flags
// (docs/decisions/014-orders-own-their-life.md).

export type OrderRow = typeof orders.$inferSelect
export type OrderFlagRow = typeof orderFlags.$inferSelect

export async function listOrdersByUser(db: Db, userId: string) {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt))
}

export async function findOrderById(db: Db, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1)
  return row
}

/**
 * Reads the order and holds its row lock until the transaction ends: every change to an order's
 * money (a payment, a refund, a new attempt) takes it first, so two server processes handling two
 * deliveries at once take turns, and the second sees what the first did.
 */
export async function lockOrderById(tx: Db, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1)
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
/** The ids of a case's orders that hold the customer's money. */
export async function listPaidOrderIdsOfCase(db: Db, caseId: string): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.caseId, caseId), inArray(orders.status, [...PAID_ORDER_STATUSES])))
  return rows.map((row) => row.id)
}

export async function findPaidOrderForCase(db: Db, caseId: string, productCode: string) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.caseId, caseId),
        eq(orders.productCode, productCode),
        inArray(orders.status, [...PAID_ORDER_STATUSES]),
      ),
    )
    .limit(1)
  return row
}

/** Inserts an order; when another request opened the same one a moment ago, null. */
export async function insertOrder(db: Db, values: typeof orders.$inferInsert): Promise<OrderRow | null> {
  const [row] = await db.insert(orders).values(values).onConflictDoNothing().returning()
  return row ?? null
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

/** Records what has been collected and the status it gives; the caller holds the order's lock. */
export async function setOrderPaid(
  tx: Db,
  orderId: string,
  { paidCents, status }: { paidCents: number; status: OrderStatus },
): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ paidCents, status, paidAt: sql`coalesce(${orders.paidAt}, now())`, updatedAt: new Date() })
    .where(eq(orders.id, orderId))
    .returning()
  if (!row) throw new Error('order vanished while recording a payment')
  return row
}

export async function setOrderRefunded(tx: Db, orderId: string, refundedCents: number) {
  await tx
    .update(orders)
    .set({ status: 'REFUNDED', refundedCents, refundedAt: new Date(), updatedAt: new Date() })
    .where(eq(orders.id, orderId))
}

export async function setOrderDisputed(tx: Db, orderId: string) {
  await tx
    .update(orders)
    .set({ status: 'DISPUTED', updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), inArray(orders.status, [...PAID_ORDER_STATUSES])))
}

export async function insertRefund(tx: Db, values: typeof refunds.$inferInsert) {
  await tx.insert(refunds).values(values)
}

/** The statuses of every order of a case, each row locked: the case follows them in turn. */
export async function lockOrderStatusesOfCase(tx: Db, caseId: string): Promise<OrderStatus[]> {
  const rows = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.caseId, caseId))
    .for('update')
  return rows.map((row) => row.status)
}

export async function insertOrderFlag(tx: Db, values: typeof orderFlags.$inferInsert) {
  await tx.insert(orderFlags).values(values)
}

export async function listOrderFlags(db: Db, limit: number) {
  return db
    .select({ flag: orderFlags, userId: orders.userId, caseId: orders.caseId })
    .from(orderFlags)
    .innerJoin(orders, eq(orders.id, orderFlags.orderId))
    .orderBy(desc(orderFlags.createdAt))
    .limit(limit)
}
