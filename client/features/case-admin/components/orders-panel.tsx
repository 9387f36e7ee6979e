import type { AdminOrderSummary } from '#shared/contracts/admin-cases.contract.ts'
import { formatUsd } from '#shared/domain/money.ts'
import { REFUNDABLE_ORDER_STATUSES } from '#shared/domain/orders.ts'
import { Button } from '#client/components/ui/button.tsx'
import { formatLocalDate } from '#client/lib/dates.ts'
import { ORDER_STATUS_NAMES, PAYMENT_PLAN_NAMES, productName } from '../case-labels.ts'
import { refundableCents } from './refund-order-dialog.tsx'

const usd = (cents: number) => formatUsd(cents, { alwaysShowCents: true })

const isRefundable = (order: AdminOrderSummary) =>
  (REFUNDABLE_ORDER_STATUSES as readonly string[]).includes(order.status) && refundableCents(order) > 0

/**
 * The case's orders: what was bought, how it is paid, what came in and what went back, and a
 * refund for a paid one.
 */
export function OrdersPanel({
  orders,
  onRefund,
}: {
  orders: AdminOrderSummary[]
  onRefund: (order: AdminOrderSummary) => void
}) {
  if (orders.length === 0) return <p className="text-sm text-navy-700">No orders yet.</p>
  return (
    <ul className="grid divide-y divide-navy-100">
      {orders.map((order) => (
        <li key={order.id} className="grid gap-2 py-3 first:pt-0 last:pb-0">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <p className="font-medium text-navy-950">{productName(order.product)}</p>
            <p className="text-sm font-semibold text-navy-900">{ORDER_STATUS_NAMES[order.status]}</p>
          </div>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            <dt className="text-navy-600">Plan</dt>
            <dd>{PAYMENT_PLAN_NAMES[order.paymentPlan]}</dd>
            <dt className="text-navy-600">Amount</dt>
            <dd className="tabular-nums">{usd(order.amountCents)}</dd>
            {order.idFeeCents > 0 ? (
              <>
                <dt className="text-navy-600">ID processing fee</dt>
                <dd className="tabular-nums">{usd(order.idFeeCents)}</dd>
              </>
            ) : null}
            <dt className="text-navy-600">Paid</dt>
            <dd className="tabular-nums">{usd(order.paidCents)}</dd>
            {order.refundedCents > 0 ? (
              <>
                <dt className="text-navy-600">Refunded</dt>
                <dd className="tabular-nums">{usd(order.refundedCents)}</dd>
              </>
            ) : null}
            <dt className="text-navy-600">Ordered</dt>
            <dd>{formatLocalDate(order.createdAt)}</dd>
          </dl>
          {isRefundable(order) ? (
            <Button
              variant="outline"
              size="sm"
              className="justify-self-start"
              aria-label={`Refund ${productName(order.product)}`}
              onClick={() => onRefund(order)}
            >
              Refund
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
