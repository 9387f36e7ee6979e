import { Landmark } from 'lucide-react'
import { useId } from 'react'
import type { AffiliateProfile } from '#shared/contracts/affiliates.contract.ts'
import { CONNECT_STATUS_LABELS, type ConnectStatus } from '#shared/domain/affiliates.ts'
import { Badge, type BadgeVariant } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import { useStartPayoutOnboarding } from '../affiliates.mutations.ts'

const STATUS_VARIANTS: Record<ConnectStatus, BadgeVariant> = {
  NOT_CONNECTED: 'gray',
  NEEDS_INFO: 'yellow',
  SETUP_REQUIRED: 'orange',
  READY: 'green',
}

/** Where payouts go: the account's status badge, and the way to set it up or finish it. */
export function PayoutAccountCard({ account }: { account: AffiliateProfile['payoutAccount'] }) {
  const onboarding = useStartPayoutOnboarding()
  const status: ConnectStatus = account?.status ?? 'NOT_CONNECTED'
  const headingId = useId()

  function start() {
    onboarding.mutate(undefined, {
      onError: () =>
        toast({
          variant: 'destructive',
          title: 'Error',
          description: 'We could not start the payout set-up. Please try again.',
        }),
    })
  }

  return (
    <Card className="grid content-start gap-4">
      <section aria-labelledby={headingId} className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={headingId} className="text-lg font-semibold text-navy-950">
            Payout account
          </h3>
          <Badge variant={STATUS_VARIANTS[status]}>{CONNECT_STATUS_LABELS[status]}</Badge>
        </div>
        {status === 'READY' ? (
          <p className="flex gap-2 text-navy-800">
            <Landmark aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
            <span>
              Payouts go by ACH to your bank account{account?.last4 ? ` ending in ${account.last4}` : ''}.
            </span>
          </p>
        ) : (
          <>
            <p className="text-navy-700">
              {status === 'NOT_CONNECTED'
                ? 'Tell us where to send your money: payouts go by ACH to your bank account.'
                : 'Your payout account needs a few more details before we can send money to it.'}
            </p>
            <Button
              onClick={start}
              disabled={onboarding.isPending || onboarding.isSuccess}
              className="w-full sm:w-auto sm:justify-self-start"
            >
              {onboarding.isPending || onboarding.isSuccess ? 'Opening…' : 'Set up payouts'}
            </Button>
          </>
        )}
      </section>
    </Card>
  )
}
