import { useState } from 'react'
import { Link } from 'react-router'
import type { CheckoutSession, OrderDetail } from '#shared/contracts/checkout.contract.ts'
import { MANUAL_ID_FEE_NAME } from '#shared/domain/identity-check.ts'
import { orderStatusName } from '#shared/domain/labels.ts'
import { formatUsd } from '#shared/domain/money.ts'
import { PACKAGE_NAMES } from '#shared/domain/packages.ts'
import { NETWORK_ERROR_MESSAGE } from '#client/components/form/server-error.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import { ApiError } from '#client/lib/api-client.ts'
import { formatLocalDate } from '#client/lib/dates.ts'
import { useCancelOrder, usePayBalance } from '../payments.mutations.ts'
import { useOrder } from '../payments.queries.ts'
import { CancelOrderDialog } from './cancel-order-dialog.tsx'
import { PaymentStage } from './payment-stage.tsx'

type CaseOrderCardProps = {
  /** The case's order, or null when none was opened. */
  orderId: string | null
  /** Checkout for the case's package, while nothing is paid. */
  checkoutHref: string
  /** Where Stripe returns after a balance payment that needed a redirect: this case page. */
  returnUrl: string
  /** Why the case cannot be paid for now (its verdict); no pay button is shown then. */
  checkoutRefusal?: string | null
}

const headingId = 'case-payment-heading'

/** The case's order: status, what is paid and due, paying the balance and cancelling for a refund. */
export function CaseOrderCard({
  orderId,
  checkoutHref,
  returnUrl,
  checkoutRefusal = null,
}: CaseOrderCardProps) {
  const order = useOrder(orderId)
  return (
    <Card>
      <section aria-labelledby={headingId} className="grid gap-4">
        <h2 id={headingId} className="text-xl font-semibold text-navy-950">
          Payment
        </h2>
        {orderId === null ? (
          <NothingPaid checkoutHref={checkoutHref} checkoutRefusal={checkoutRefusal} />
        ) : order.isPending ? (
          <Spinner label="Loading your order…" className="py-8" />
        ) : order.isError ? (
          <div role="alert" className="grid justify-items-start gap-3">
            <p className="text-sm text-navy-900">We could not load your order.</p>
            <Button variant="outline" size="sm" onClick={() => void order.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <OrderView
            order={order.data}
            checkoutHref={checkoutHref}
            returnUrl={returnUrl}
            checkoutRefusal={checkoutRefusal}
          />
        )}
      </section>
    </Card>
  )
}

function NothingPaid({
  checkoutHref,
  checkoutRefusal,
}: {
  checkoutHref: string
  checkoutRefusal: string | null
}) {
  if (checkoutRefusal) return <p className="text-navy-800">{checkoutRefusal}</p>
  return (
    <div className="grid justify-items-start gap-3">
      <p className="text-navy-800">
        Nothing is paid yet. Sign the service agreement and pay for your package so we can start on your
        documents.
      </p>
      <Button asChild>
        <Link to={checkoutHref}>Pay for your package</Link>
      </Button>
    </div>
  )
}

function OrderView({
  order,
  checkoutHref,
  returnUrl,
  checkoutRefusal,
}: { order: OrderDetail } & Omit<CaseOrderCardProps, 'orderId'>) {
  const payBalance = usePayBalance()
  const cancel = useCancelOrder()
  const [session, setSession] = useState<CheckoutSession | null>(null)
  const [isConfirming, setIsConfirming] = useState(false)

  const usd = (cents: number) => formatUsd(cents, { alwaysShowCents: true })
  // A refunded or cancelled order asks for nothing more; the package can be bought again.
  const isClosed = order.status === 'REFUNDED' || order.status === 'CANCELED'
  const rows = [
    ['Total', usd(order.amountCents)],
    order.idFeeCents > 0 ? [`Includes ${MANUAL_ID_FEE_NAME}`, usd(order.idFeeCents)] : null,
    ['Amount paid', usd(order.paidCents)],
    isClosed ? null : ['Due', usd(order.dueCents)],
    order.refundedCents > 0 ? ['Amount refunded', usd(order.refundedCents)] : null,
    ['Plan', order.paymentPlan === 'DEPOSIT' ? 'Deposit, then balance' : 'Full payment'],
    order.paidAt ? ['First payment', formatLocalDate(order.paidAt)] : null,
  ].filter((row): row is [string, string] => row !== null)

  const startBalance = async () => {
    try {
      setSession(await payBalance.mutateAsync(order.id))
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: errorText(error) })
    }
  }

  const confirmCancel = async () => {
    try {
      const updated = await cancel.mutateAsync(order.id)
      setIsConfirming(false)
      toast({
        variant: 'success',
        title: 'Order cancelled',
        description: `Your refund of ${usd(updated.refundedCents)} has been issued to your card.`,
      })
    } catch (error) {
      setIsConfirming(false)
      toast({ variant: 'destructive', title: 'Error', description: errorText(error) })
    }
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-navy-950">{PACKAGE_NAMES[order.product]}</p>
        <Badge variant={order.status === 'PAID' ? 'default' : 'secondary'}>
          {orderStatusName(order.status)}
        </Badge>
      </div>
      <dl className="grid gap-2 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-4">
            <dt className="text-navy-600">{term}</dt>
            <dd className="text-right font-medium text-navy-950 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {order.status === 'PENDING' || isClosed ? (
        <div className="grid justify-items-start gap-3">
          <p className="text-sm text-navy-800">
            {isClosed
              ? 'This order is closed. To go ahead with your case, pay for your package again.'
              : 'Nothing is paid yet on this order.'}
          </p>
          {checkoutRefusal ? (
            <p className="text-sm text-navy-800">{checkoutRefusal}</p>
          ) : (
            <Button asChild>
              <Link to={checkoutHref}>Pay for your package</Link>
            </Button>
          )}
        </div>
      ) : null}
      {order.status === 'DEPOSIT_PAID' ? (
        <p className="text-sm text-navy-800">
          The balance of {usd(order.dueCents)} is due before document preparation starts.
        </p>
      ) : null}
      {session ? (
        <div className="grid gap-3 border-t border-navy-100 pt-4">
          <h3 className="font-semibold text-navy-950">Pay the balance</h3>
          <PaymentStage
            session={session}
            returnUrl={returnUrl}
            successDescription="Thank you! Your balance is paid."
            onPaid={() => setSession(null)}
          />
        </div>
      ) : (
        <div className="flex flex-wrap gap-3">
          {order.status === 'DEPOSIT_PAID' ? (
            <Button onClick={() => void startBalance()} disabled={payBalance.isPending}>
              {payBalance.isPending ? 'Setting up…' : 'Pay balance'}
            </Button>
          ) : null}
          {order.canCancel ? (
            <Button variant="outline" onClick={() => setIsConfirming(true)}>
              Cancel and refund
            </Button>
          ) : null}
        </div>
      )}
      {order.canCancel ? (
        <CancelOrderDialog
          order={order}
          isOpen={isConfirming}
          isCancelling={cancel.isPending}
          onConfirm={() => void confirmCancel()}
          onClose={() => setIsConfirming(false)}
        />
      ) : null}
    </div>
  )
}

function errorText(error: unknown): string {
  return error instanceof ApiError ? (error.serverMessage ?? error.message) : NETWORK_ERROR_MESSAGE
}
