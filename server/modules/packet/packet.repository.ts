import { eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { orders } from '#server/db/schema/index.ts'
import type { OrderStatus } from '#shared/domain/orders.ts'

/**
 * The status and amounts of a case's orders. Reads orders (owned by orders, which alone writes
 * them) to learn whether the packet may be handed out (docs/decisions/025-the-packet.md).
 */
export async function listOrderAmountsOfCase(
  db: Db,
  caseId: string,
): Promise<{ status: OrderStatus; amountCents: number; paidCents: number }[]> {
  return db
    .select({ status: orders.status, amountCents: orders.amountCents, paidCents: orders.paidCents })
    .from(orders)
    .where(eq(orders.caseId, caseId))
}
