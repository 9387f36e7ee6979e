import type { Order, OrderStatus } from '#shared/contracts/orders.contract.ts'

// Orders that money went through outrank an open order someone started and left.
const SETTLED: readonly OrderStatus[] = ['PAID', 'DEPOSIT_PAID', 'DISPUTED', 'REFUNDED']

/** The order a case page shows: the newest that was paid (even if refunded since), else the newest. */
export function caseOrder(orders: readonly Order[], caseId: string): Order | null {
  const forCase = orders
    .filter((order) => order.caseId === caseId)
    .toSorted((a, b) => b.createdAt.localeCompare(a.createdAt))
  return forCase.find((order) => SETTLED.includes(order.status)) ?? forCase[0] ?? null
}
