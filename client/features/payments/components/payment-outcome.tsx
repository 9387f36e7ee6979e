import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { orderStatusName } from '#shared/domain/labels.ts'
import { formatUsd } from '#shared/domain/money.ts'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { casePath, pagePaths } from '#client/lib/paths.ts'
import { useOrder } from '../payments.queries.ts'

// A provider's confirmation can reach us a little after the browser comes back: ask again for a minute.
const CONFIRMATION_POLL_MS = 3000
const CONFIRMATION_POLLS = 20

type PaymentOutcomeProps = {
  /** The order query of /checkout/success. */
  orderId: string | null
  /** Stripe's redirect_status when it sent the browser back (succeeded, processing, failed…). */
  redirectStatus: string | null
}

/** /checkout/success: how the payment ended, from the order itself when we know which one. */
export function PaymentOutcome({ orderId, redirectStatus }: PaymentOutcomeProps) {
  const hasFailed = redirectStatus === 'failed' || redirectStatus === 'requires_payment_method'
  // Asked again while the order waits for the provider's confirmation, for a minute at most.
  const order = useOrder(orderId, {
    pollEvery: (current, updateCount) =>
      current?.status === 'PENDING' && !hasFailed && updateCount < CONFIRMATION_POLLS
        ? CONFIRMATION_POLL_MS
        : false,
  })
  const data = order.data

  if (orderId !== null && order.isPending) return <Spinner label="Loading your order…" />
  if (orderId !== null && order.isError) {
    return (
      <Outcome kind="failed" title="We could not load your order">
        <p>Please check your case page or dashboard for its status.</p>
      </Outcome>
    )
  }

  const caseLink = data?.caseId ? (
    <Button asChild size="lg">
      <Link to={casePath(data.caseId)}>Go to your case</Link>
    </Button>
  ) : (
    <Button asChild size="lg">
      <Link to={pagePaths.dashboard}>Go to your dashboard</Link>
    </Button>
  )

  if (data?.status === 'PAID' || (!data && redirectStatus === 'succeeded')) {
    return (
      <Outcome kind="succeeded" title="Payment received" action={caseLink}>
        <p>Thank you for your purchase! Your order is paid in full and we will start on your documents.</p>
      </Outcome>
    )
  }
  if (data?.status === 'DEPOSIT_PAID') {
    return (
      <Outcome kind="succeeded" title="Deposit received" action={caseLink}>
        <p>
          Thank you! The balance of {formatUsd(data.dueCents, { alwaysShowCents: true })} is due before
          document preparation starts; you can pay it from your case page.
        </p>
      </Outcome>
    )
  }
  if (hasFailed) {
    return (
      <Outcome kind="failed" title="Your payment was not completed" action={caseLink}>
        <p>No money was taken. You can try again with another card.</p>
      </Outcome>
    )
  }
  if (data?.status === 'PENDING' || redirectStatus === 'processing') {
    return (
      <Outcome kind="pending" title="We are confirming your payment" action={caseLink}>
        <p>This page updates by itself once your card processor confirms the payment.</p>
      </Outcome>
    )
  }
  if (data) {
    return (
      <Outcome
        kind="failed"
        title={`This order is ${orderStatusName(data.status).toLowerCase()}`}
        action={caseLink}
      >
        <p>Please contact support if this is not what you expected.</p>
      </Outcome>
    )
  }
  return (
    <Outcome kind="failed" title="No payment to show" action={caseLink}>
      <p>This link does not name a payment. Your dashboard lists your orders.</p>
    </Outcome>
  )
}

const ICONS = {
  succeeded: { icon: CircleCheck, className: 'text-green-700' },
  pending: { icon: LoaderCircle, className: 'animate-spin text-blue-700 motion-reduce:animate-none' },
  failed: { icon: CircleX, className: 'text-red-700' },
} as const

function Outcome({
  kind,
  title,
  action,
  children,
}: {
  kind: keyof typeof ICONS
  title: string
  action?: ReactNode
  children: ReactNode
}) {
  const { icon: Icon, className } = ICONS[kind]
  return (
    <Card className="grid justify-items-center gap-4 p-8 text-center sm:p-10">
      <Icon aria-hidden="true" className={`size-12 ${className}`} />
      <h1 className="text-3xl font-bold text-navy-950">{title}</h1>
      <div role="status" className="grid gap-2 text-navy-800">
        {children}
      </div>
      {action}
    </Card>
  )
}
