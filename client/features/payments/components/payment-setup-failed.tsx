import { CircleAlert } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { isClientError } from '#client/lib/api-client.ts'
import { paymentSetupFailureText } from '../order-amounts.ts'

type PaymentSetupFailedProps = {
  error: unknown
  onRetry: () => void
  isRetrying: boolean
  /** The support address from the public settings (the button waits for it). */
  supportEmail: string | undefined
}

/** The error card of the payment stage when the order could not be created. */
export function PaymentSetupFailed({ error, onRetry, isRetrying, supportEmail }: PaymentSetupFailedProps) {
  // A refusal the server explained (the package is already paid, say) is worth showing as well.
  const detail = isClientError(error) ? error.serverMessage : null
  const heading = useRef<HTMLHeadingElement>(null)
  // The card replaces the taller agreement stage: focus (and so the view) moves to it.
  useEffect(() => heading.current?.focus(), [])
  return (
    <Card className="grid gap-4 border-red-200 bg-red-50 ring-red-200">
      <div role="alert" className="grid gap-2">
        <h2
          ref={heading}
          tabIndex={-1}
          className="flex items-center gap-2 text-xl font-semibold text-red-900 outline-none"
        >
          <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
          Payment Setup Failed
        </h2>
        <p className="text-red-900">{paymentSetupFailureText(error)}</p>
        {detail ? <p className="text-sm text-red-900">{detail}</p> : null}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button onClick={onRetry} disabled={isRetrying}>
          {isRetrying ? 'Trying again…' : 'Try Again'}
        </Button>
        {supportEmail ? (
          <Button asChild variant="outline">
            <a href={`mailto:${supportEmail}`}>Contact Support</a>
          </Button>
        ) : null}
      </div>
    </Card>
  )
}
