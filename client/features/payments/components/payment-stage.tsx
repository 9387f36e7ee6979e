import { useQueryClient } from '@tanstack/react-query'
import { FlaskConical, Lock } from 'lucide-react'
import { lazy, Suspense } from 'react'
import type { CheckoutSession } from '#shared/contracts/checkout.contract.ts'
import { formatUsd } from '#shared/domain/money.ts'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import { refreshAfterOrderMoney } from '../payments.mutations.ts'
import { SandboxCardForm } from './sandbox-card-form.tsx'

// Stripe's libraries load only for a Stripe payment, never with the sandbox.
const StripePaymentForm = lazy(() => import('./stripe-payment-form.tsx'))

export const PAYMENT_SUCCESS_DESCRIPTION = 'Thank you for your purchase! Redirecting to your case dashboard.'

type PaymentStageProps = {
  session: CheckoutSession
  /** Where Stripe returns the browser after a payment that needed a redirect. */
  returnUrl: string
  /** The success toast's text, when the page stays where it is rather than redirecting. */
  successDescription?: string
  /** Called after the success toast; everything read before the payment is read again. */
  onPaid: () => void
}

/** Takes the payment of a checkout session with the configured provider's card form. */
export function PaymentStage({
  session,
  returnUrl,
  successDescription = PAYMENT_SUCCESS_DESCRIPTION,
  onPaid,
}: PaymentStageProps) {
  const queryClient = useQueryClient()

  const onSucceeded = () => {
    toast({ variant: 'success', title: 'Payment Successful', description: successDescription })
    // The order, the case's status and the dashboard figures all changed.
    void refreshAfterOrderMoney(queryClient)
    onPaid()
  }
  const onFailed = (message: string) => {
    toast({ variant: 'destructive', title: 'Payment Failed', description: message })
  }

  const isSandbox = session.provider === 'SANDBOX'
  return (
    <div className="grid gap-5">
      <p className="flex flex-wrap items-baseline justify-between gap-2 text-navy-800">
        Amount due now
        <span className="text-2xl font-bold text-navy-950 tabular-nums">
          {formatUsd(session.amountCents, { alwaysShowCents: true })}
        </span>
      </p>
      {isSandbox ? (
        <p className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>
            <strong className="font-semibold">Test mode.</strong> Payments here go to the built-in sandbox,
            not a real card processor: no money moves and no card is charged. Only test card numbers are
            accepted.
          </span>
        </p>
      ) : null}
      {isSandbox ? (
        <SandboxCardForm
          clientSecret={session.clientSecret}
          amountCents={session.amountCents}
          onSucceeded={onSucceeded}
          onFailed={onFailed}
        />
      ) : session.publishableKey ? (
        <Suspense fallback={<Spinner label="Loading the secure card form…" />}>
          <StripePaymentForm
            publishableKey={session.publishableKey}
            clientSecret={session.clientSecret}
            amountCents={session.amountCents}
            returnUrl={returnUrl}
            onSucceeded={onSucceeded}
            onFailed={onFailed}
          />
        </Suspense>
      ) : (
        <p role="alert" className="text-red-800">
          Card payments are not available right now. Please contact support.
        </p>
      )}
      {isSandbox ? null : (
        <p className="flex gap-2 text-sm text-navy-700">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Your card details go straight to Stripe, our card processor, over an encrypted HTTPS connection. We
          never see or store your card number.
        </p>
      )}
    </div>
  )
}
