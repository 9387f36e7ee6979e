import type { Order } from '#shared/contracts/orders.contract.ts'
import { orderStatusName, packageName } from '#shared/domain/labels.ts'
import { formatUsd } from '#shared/domain/money.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { LoadFailed } from '#client/components/ui/query-state.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { formatLocalDate } from '#client/lib/dates.ts'

const RECENT_ORDERS_SHOWN = 3

type RecentOrdersProps = {
  orders: Order[] | undefined
  isPending: boolean
  isError: boolean
  onRetry: () => void
}

/** The customer's latest orders (at most 3), with their loading, failed and empty states. */
export function RecentOrders({ orders, isPending, isError, onRetry }: RecentOrdersProps) {
  if (isPending) return <Spinner label="Loading your orders…" className="py-8" />
  if (isError || !orders) return <LoadFailed text="We could not load your orders." onRetry={onRetry} />
  if (orders.length === 0) return <p className="text-sm text-navy-700">No orders yet</p>
  return (
    <ul className="grid divide-y divide-navy-100">
      {orders.slice(0, RECENT_ORDERS_SHOWN).map((order) => (
        <li key={order.id} className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
          <div className="grid gap-0.5">
            <p className="font-medium text-navy-950">{packageName(order.product)}</p>
            <p className="text-sm text-navy-600">{formatLocalDate(order.createdAt)}</p>
          </div>
          <div className="grid justify-items-end gap-1">
            <p className="font-semibold text-navy-950">{formatUsd(order.amountCents)}</p>
            <Badge variant={order.status === 'PAID' ? 'default' : 'secondary'}>
              {orderStatusName(order.status)}
            </Badge>
          </div>
        </li>
      ))}
    </ul>
  )
}
