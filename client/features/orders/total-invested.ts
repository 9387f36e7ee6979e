import type { Order } from '#shared/contracts/orders.contract.ts'
import { formatUsd } from '#shared/domain/money.ts'

/** What the customer has paid: the PAID orders' amounts, in whole dollars ('$0' when none). */
export function totalInvested(orders: readonly Order[]): string {
  const cents = orders
    .filter((order) => order.status === 'PAID')
    .reduce((sum, order) => sum + order.amountCents, 0)
  return formatUsd(Math.round(cents / 100) * 100)
}
