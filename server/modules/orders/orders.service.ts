import type { Db } from '#server/db/client.ts'
import { canActFor } from '#server/lib/actor.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import type { Order } from '#shared/contracts/orders.contract.ts'
import { listOrdersByUser } from './orders.repository.ts'

export function createOrdersService({ db }: { db: Db }) {
  /** A customer's orders, newest first; anyone but the owner or an admin gets "not found". */
  async function listOrdersForUser(actor: User, userId: string): Promise<Order[]> {
    if (!canActFor(actor, userId)) throw new AppError('not_found', 'Not found')
    const rows = await listOrdersByUser(db, userId)
    return rows.map((row) => ({
      id: row.id,
      caseId: row.caseId,
      product: row.productCode,
      amountCents: row.amountCents,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    }))
  }
  return { listOrdersForUser }
}

export type OrdersService = ReturnType<typeof createOrdersService>
