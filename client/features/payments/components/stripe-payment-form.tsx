import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import type { Stripe } from '@stripe/stripe-js'
import { loadStripe } from '@stripe/stripe-js/pure'
import { useState, type FormEvent } from 'react'
import { formatUsd } from '#shared/domain/money.ts'
import { FormAlert } from '#client/components/form/form-alert.tsx'
import { Button } from '#client/components/ui/button.tsx'

// Stripe.js is fetched from Stripe only when this form is shown (never on the sandbox), once per key.
const stripeByKey = new Map<string, Promise<Stripe | null>>()
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey)
  if (!stripe) {
    stripe = loadStripe(publishableKey)
    stripeByKey.set(publishableKey, stripe)
  }
  return stripe
}

export type StripePaymentFormProps = {
  publishableKey: string
  clientSecret: string
  amountCents: number
  /** Where Stripe sends the browser back when the payment method needs a redirect: a path on this site. */
  returnUrl: string
  onSucceeded: () => void
  onFailed: (message: string) => void
}

/** Stripe Elements: the card fields live in Stripe's frames, so card details never reach us. */
export default function StripePaymentForm({ publishableKey, clientSecret, ...rest }: StripePaymentFormProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret }}>
      <StripeForm {...rest} />
    </Elements>
  )
}

function StripeForm({
  amountCents,
  returnUrl,
  onSucceeded,
  onFailed,
}: Omit<StripePaymentFormProps, 'publishableKey' | 'clientSecret'>) {
  const stripe = useStripe()
  const elements = useElements()
  const [isSubmitting, setIsSubmitting] = useState(false)
  const [failure, setFailure] = useState<string | undefined>()

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!stripe || !elements) return
    setIsSubmitting(true)
    setFailure(undefined)
    try {
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: new URL(returnUrl, window.location.origin).href },
        redirect: 'if_required',
      })
      if (error) {
        const message = error.message ?? 'Your payment was not completed.'
        setFailure(message)
        onFailed(message)
      } else if (paymentIntent.status === 'succeeded' || paymentIntent.status === 'processing') {
        onSucceeded()
      } else {
        const message = 'Your payment was not completed.'
        setFailure(message)
        onFailed(message)
      }
    } finally {
      setIsSubmitting(false)
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <FormAlert message={failure} />
      <PaymentElement />
      <Button type="submit" size="lg" disabled={!stripe || !elements || isSubmitting} className="w-full">
        {isSubmitting ? 'Processing payment…' : `Pay ${formatUsd(amountCents, { alwaysShowCents: true })}`}
      </Button>
    </form>
  )
}
