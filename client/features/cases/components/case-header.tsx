import { jurisdictionName } from '#shared/domain/case-labels.ts'
import { caseStatusView } from '#shared/domain/case-status.ts'
import { stateName } from '#shared/domain/labels.ts'
import type { Case } from '#shared/contracts/cases.contract.ts'
import { Progress } from '#client/components/ui/progress.tsx'
import { formatLocalDate } from '#client/lib/dates.ts'
import { caseNumber } from '../case-display.ts'
import { CaseStatusBadge } from './case-status-badge.tsx'

const PROGRESS_LABEL = 'Case progress'

/** The case page's title block: number, jurisdiction, state, created date, status and progress. */
export function CaseHeader({ item }: { item: Case }) {
  const { progress } = caseStatusView(item.status)
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold text-navy-950">{caseNumber(item.id)}</h1>
        <CaseStatusBadge status={item.status} />
      </div>
      <p className="flex flex-wrap gap-x-2 gap-y-1 text-navy-700">
        {[
          jurisdictionName(item.jurisdiction),
          stateName(item.stateCode),
          `Created ${formatLocalDate(item.createdAt)}`,
        ]
          .filter(Boolean)
          .map((part, index) => (
            <span key={index} className="flex gap-2">
              {index > 0 ? <span aria-hidden="true">·</span> : null}
              {part}
            </span>
          ))}
      </p>
      <div className="grid gap-1.5">
        <div className="flex justify-between text-sm font-semibold text-navy-800">
          <span>{PROGRESS_LABEL}</span>
          <span>{progress}%</span>
        </div>
        <Progress value={progress} label={PROGRESS_LABEL} />
      </div>
    </div>
  )
}
