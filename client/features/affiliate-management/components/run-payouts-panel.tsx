import { Play } from 'lucide-react'
import { useState } from 'react'
import { PAYOUT_RUN_FAILED_MESSAGE, type PayoutRun } from '#shared/contracts/affiliate-management.contract.ts'
import { formatUsd } from '#shared/domain/money.ts'
import { ActionDialog } from '#client/components/ui/action-dialog.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import { toastDone } from '#client/components/ui/action-feedback.ts'
import { payoutRunSummary } from '../affiliate-management-display.ts'
import { useRunPayouts } from '../affiliate-management.mutations.ts'
import { useCronStatus } from '../affiliate-management.queries.ts'
import { Term } from './display-parts.tsx'
import { PayoutRunHistory, SkippedAffiliates } from './payout-run-history.tsx'

/**
 * Run Payouts: after a confirmation, pays every eligible affiliate now and shows what the run did
 * (processed, failed, total, and who was not paid and why), or 'Failed to process payouts.'
 * (spec 002 §8); below it, the latest runs with the same lines.
 */
export function RunPayoutsPanel() {
  const run = useRunPayouts()
  const timeZone = useCronStatus().data?.timeZone
  const [isConfirming, setIsConfirming] = useState(false)
  const [outcome, setOutcome] = useState<{ result: PayoutRun } | { failed: true } | null>(null)

  const start = async () => {
    setIsConfirming(false)
    setOutcome(null)
    try {
      const result = await run.mutateAsync()
      setOutcome({ result })
      toastDone('Payouts run', payoutRunSummary(result))
    } catch {
      setOutcome({ failed: true })
      toast({ variant: 'destructive', title: 'Error', description: PAYOUT_RUN_FAILED_MESSAGE })
    }
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm text-navy-800">
        Pays every eligible affiliate now instead of at the next scheduled run. A commission is never paid
        twice.
      </p>
      <Button className="justify-self-start" onClick={() => setIsConfirming(true)} disabled={run.isPending}>
        <Play aria-hidden="true" />
        {run.isPending ? 'Running payouts…' : 'Run Payouts'}
      </Button>
      <div aria-live="polite" className="grid gap-2">
        {outcome && 'result' in outcome ? (
          <div className="grid gap-2 rounded-lg bg-navy-50 p-3">
            <h3 className="text-sm font-semibold text-navy-950">Last run</h3>
            <dl className="grid grid-cols-3 gap-3 text-sm">
              <Term label="Processed">{outcome.result.processed}</Term>
              <Term label="Failed">{outcome.result.failed}</Term>
              <Term label="Total">{formatUsd(outcome.result.totalAmount, { alwaysShowCents: true })}</Term>
            </dl>
            <SkippedAffiliates skipped={outcome.result.skipped} timeZone={timeZone} />
          </div>
        ) : null}
      </div>
      {outcome && 'failed' in outcome ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {PAYOUT_RUN_FAILED_MESSAGE}
        </p>
      ) : null}
      <ActionDialog
        isOpen={isConfirming}
        onClose={() => setIsConfirming(false)}
        title="Run payouts now?"
        description="Every affiliate whose available balance reaches the minimum, with a W-9 on file and a ready payout account, is paid now."
      >
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setIsConfirming(false)}>
            Cancel
          </Button>
          <Button data-autofocus onClick={() => void start()}>
            Pay now
          </Button>
        </div>
      </ActionDialog>
      <PayoutRunHistory timeZone={timeZone} />
    </div>
  )
}
