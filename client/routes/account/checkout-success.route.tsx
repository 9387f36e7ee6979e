import { useSearchParams } from 'react-router'
import { OrderIdParamsSchema } from '#shared/contracts/checkout.contract.ts'
import { RequireUser } from '#client/features/auth/components/require-user.tsx'
import { PaymentOutcome } from '#client/features/payments/components/payment-outcome.tsx'

/**
 * /checkout/success?order=…: where a payment provider sends the browser back after a payment that
 * needed a redirect (Stripe adds payment_intent and redirect_status).
 */
export function CheckoutSuccessRoute() {
  const [search] = useSearchParams()
  const order = search.get('order')
  const orderId = order && OrderIdParamsSchema.safeParse({ id: order }).success ? order : null
  return (
    <RequireUser>
      {() => (
        <div className="grow bg-navy-50">
          <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:py-16">
            <PaymentOutcome orderId={orderId} redirectStatus={search.get('redirect_status')} />
          </div>
        </div>
      )}
    </RequireUser>
  )
}
