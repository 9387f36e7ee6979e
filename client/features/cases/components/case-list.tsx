import { FolderOpen } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router'
import type { CaseListItem } from '#shared/contracts/cases.contract.ts'
import { jurisdictionName } from '#shared/domain/case-labels.ts'
import { CASE_ELIGIBILITY_NAMES, effectiveEligibility } from '#shared/domain/case-status.ts'
import { stateName } from '#shared/domain/labels.ts'
import { Button } from '#client/components/ui/button.tsx'
import { LoadFailed } from '#client/components/ui/query-state.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { formatLocalDate } from '#client/lib/dates.ts'
import { casePath, pagePaths } from '#client/lib/paths.ts'
import { caseNumber } from '../case-display.ts'
import { CaseStatusBadge } from './case-status-badge.tsx'

type CaseListProps = {
  cases: CaseListItem[] | undefined
  isPending: boolean
  isError: boolean
  onRetry: () => void
}

/** The dashboard's list of the customer's cases, with its loading, failed and empty states. */
export function CaseList({ cases, isPending, isError, onRetry }: CaseListProps) {
  if (isPending) return <Spinner label="Loading your cases…" />
  if (isError || !cases) return <LoadFailed text="We could not load your cases." onRetry={onRetry} />
  if (cases.length === 0) {
    return (
      <div className="grid justify-items-center gap-3 py-10 text-center">
        <FolderOpen aria-hidden="true" className="size-10 text-navy-400" />
        <h3 className="text-lg font-semibold text-navy-950">No cases yet</h3>
        <p className="text-navy-700">Start your firearm rights restoration journey today</p>
        <Button asChild className="mt-2">
          <Link to={pagePaths.startFederal}>Start Your First Case</Link>
        </Button>
      </div>
    )
  }
  return (
    <ul className="grid gap-3">
      {cases.map((item) => (
        <li key={item.id}>
          <CaseCard item={item} />
        </li>
      ))}
    </ul>
  )
}

function CaseCard({ item }: { item: CaseListItem }) {
  const titleId = useId()
  // A staff review replaces the check's verdict (docs/decisions/050-staff-review-and-case-entry.md).
  const eligibility = effectiveEligibility(item.verdict, item.staffFinding)
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-navy-100 p-4"
    >
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className="font-semibold text-navy-950">
            {caseNumber(item.id)}
          </h3>
          <CaseStatusBadge status={item.status} />
        </div>
        <p className="text-sm text-navy-700">
          {[jurisdictionName(item.jurisdiction), stateName(item.stateCode)].filter(Boolean).join(', ')}
        </p>
        <p className="text-sm text-navy-700">
          Eligibility:{' '}
          <span className="font-medium text-navy-950">{CASE_ELIGIBILITY_NAMES[eligibility]}</span>
          {item.staffFinding ? ' (reviewed by our team)' : null}
        </p>
        <p className="text-sm text-navy-600">Created {formatLocalDate(item.createdAt)}</p>
      </div>
      <Button asChild variant="outline" size="sm">
        <Link to={casePath(item.id)} aria-describedby={titleId}>
          View Details
        </Link>
      </Button>
    </article>
  )
}
