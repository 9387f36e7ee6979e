import type { Signature } from '#shared/contracts/agreements.contract.ts'
import { Button } from '#client/components/ui/button.tsx'
import { formatLocalDate } from '#client/lib/dates.ts'

type SignedAgreementProps = {
  signature: Signature
  /** Sets up the payment with the signature already given; the page moves on when it resolves. */
  onContinue: () => Promise<void>
  isBusy: boolean
}

/**
 * Stage 1 of checkout for a customer who already signed the agreement as it reads today: nothing
 * to sign again (docs/decisions/014-orders-own-their-life.md), only the way on to payment.
 */
export function SignedAgreement({ signature, onContinue, isBusy }: SignedAgreementProps) {
  const signedOn = formatLocalDate(signature.signedAt)
  return (
    <div className="grid gap-4">
      <p className="text-navy-800">
        You signed this service agreement as <span className="font-semibold">{signature.fullName}</span> on{' '}
        {signedOn}. It has not changed since, so there is nothing to sign again.
      </p>
      <Button className="justify-self-start" disabled={isBusy} onClick={() => void onContinue()}>
        Continue to payment
      </Button>
    </div>
  )
}
