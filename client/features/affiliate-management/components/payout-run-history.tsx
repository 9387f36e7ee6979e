import type { PayoutRun, PayoutSkip } from '#shared/contracts/affiliate-management.contract.ts'
import { payoutRunHeading, payoutRunSummary, payoutSkipLine } from '../affiliate-management-display.ts'
import { usePayoutRuns } from '../affiliate-management.queries.ts'

type TimeZoneProp = {
  /** The business time zone dates are written in (undefined until known). */
  timeZone: string | undefined
}

/** Who a run did not pay and why, one plain line each (docs/decisions/065-payouts-explain-themselves.md). */
export function SkippedAffiliates({ skipped, timeZone }: { skipped: PayoutSkip[] } & TimeZoneProp) {
  if (skipped.length === 0) return null
  return (
    <div className="grid gap-1">
      <h4 className="text-sm font-semibold text-navy-900">Not paid</h4>
      <ul className="grid list-disc gap-1 pl-5 text-sm text-navy-800">
        {skipped.map((skip) => (
          <li key={skip.affiliateId}>{payoutSkipLine(skip, timeZone)}</li>
        ))}
      </ul>
    </div>
  )
}

/** The latest runs, manual and scheduled, newest first, each with whom it skipped and why. */
export function PayoutRunHistory({ timeZone }: TimeZoneProp) {
  const runs = usePayoutRuns()
  if (runs.isError) {
    return <p className="text-sm text-red-800">The run history could not be loaded.</p>
  }
  if (!runs.data) return null
  return (
    <section aria-labelledby="payout-run-history-title" className="grid gap-2">
      <h3 id="payout-run-history-title" className="text-sm font-semibold text-navy-950">
        Run history
      </h3>
      {runs.data.length === 0 ? (
        <p className="text-sm text-navy-800">No payout run yet.</p>
      ) : (
        <ol className="grid gap-3">
          {runs.data.map((run) => (
            <RunItem key={`${run.ranAt}-${run.trigger}`} run={run} timeZone={timeZone} />
          ))}
        </ol>
      )}
    </section>
  )
}

function RunItem({ run, timeZone }: { run: PayoutRun } & TimeZoneProp) {
  return (
    <li className="grid gap-1 rounded-lg bg-white p-3 ring-1 ring-navy-100">
      <p className="text-sm font-medium text-navy-950">{payoutRunHeading(run, timeZone)}</p>
      <p className="text-sm text-navy-800">{payoutRunSummary(run)}</p>
      <SkippedAffiliates skipped={run.skipped} timeZone={timeZone} />
    </li>
  )
}
