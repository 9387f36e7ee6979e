import { CREDIT_REPAIR_MESSAGES } from '#shared/contracts/credit-repair.contract.ts'
import { QueryState } from '#client/components/ui/query-state.tsx'
import { useStaffRecordItemResult } from '../credit-repair.mutations.ts'
import { useStaffCreditRepair } from '../credit-repair.queries.ts'
import { BureauPanel } from './bureau-panel.tsx'
import { ProgressSteps } from './progress-steps.tsx'

/** The case customer's credit repair as staff see it: progress, items by bureau, and recording results. */
export function StaffCreditRepairPanel({ caseId }: { caseId: string }) {
  const query = useStaffCreditRepair(caseId)
  const recordResult = useStaffRecordItemResult(caseId)
  if (query.data === null) {
    return <p className="text-sm text-navy-800">{CREDIT_REPAIR_MESSAGES.noPaidPackage}</p>
  }
  return (
    <QueryState
      query={query}
      loadingLabel="Loading the credit repair…"
      errorText="We could not load the credit repair."
    >
      {(overview) =>
        overview && (
          <div className="grid gap-4">
            <p className="text-navy-900">
              Step {overview.progress.stepsDone} of {overview.progress.steps.length} (
              {overview.progress.percent}%)
              {overview.isIdentityVerified ? ' · identity verified' : ' · identity not verified'}
            </p>
            <ProgressSteps steps={overview.progress.steps} />
            {overview.bureaus.map((bureau) => (
              <BureauPanel
                key={bureau.bureau}
                bureau={bureau}
                isCustomer={false}
                onRecordResult={(itemId, result) => recordResult.mutateAsync({ itemId, result })}
              />
            ))}
          </div>
        )
      }
    </QueryState>
  )
}
