import { CircleAlert, CircleCheck, CircleDashed, CircleX, LoaderCircle } from 'lucide-react'
import { CASE_ELIGIBILITY_NAMES, caseTracker, type TrackerStepState } from '#shared/domain/case-status.ts'
import type { Verdict } from '#shared/domain/eligibility/result.ts'
import { Card } from '#client/components/ui/card.tsx'
import { cn } from '#client/lib/cn.ts'

// Eligibility is complete only for an eligible case; otherwise it says where it stands, never in
// green (docs/decisions/021-case-follows-verdict.md, docs/decisions/050-staff-review-and-case-entry.md).
const STATE_VIEWS: Record<TrackerStepState, { label: string; icon: typeof CircleCheck; className: string }> =
  {
    complete: { label: 'Complete', icon: CircleCheck, className: 'text-green-800' },
    'in-progress': { label: 'In Progress', icon: LoaderCircle, className: 'text-blue-800' },
    pending: { label: 'Pending', icon: CircleDashed, className: 'text-navy-600' },
    'needs-review': {
      label: CASE_ELIGIBILITY_NAMES.MANUAL_REVIEW,
      icon: CircleAlert,
      className: 'text-yellow-900',
    },
    'not-eligible': { label: CASE_ELIGIBILITY_NAMES.NOT_ELIGIBLE, icon: CircleX, className: 'text-red-800' },
  }

type CaseTrackerProps = {
  status: string
  /** The case's effective eligibility: a staff review's finding, else the check's verdict. */
  eligibility: Verdict
  /**
   * The required documents are received and valid: Documents is complete only then (issue 11), not
   * because the signed agreement exists.
   */
  isDocumentsComplete: boolean
  fingerprintCount: number
}

/** The four steps of a case (Eligibility, Documents, Fingerprints, Submission) and where each stands. */
export function CaseTracker({
  status,
  eligibility,
  isDocumentsComplete,
  fingerprintCount,
}: CaseTrackerProps) {
  const steps = caseTracker(status, eligibility, isDocumentsComplete, fingerprintCount > 0)
  return (
    <Card>
      <h2 className="sr-only">Case steps</h2>
      <ol className="grid gap-4 sm:grid-cols-4">
        {steps.map((step, index) => {
          const view = STATE_VIEWS[step.state]
          const Icon = view.icon
          return (
            <li key={step.name} className="flex items-center gap-3 sm:flex-col sm:text-center">
              <Icon aria-hidden="true" className={cn('size-8 shrink-0', view.className)} />
              <div>
                <p className="font-semibold text-navy-950">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.name}
                </p>
                <p className={cn('text-sm font-medium', view.className)}>{view.label}</p>
              </div>
            </li>
          )
        })}
      </ol>
    </Card>
  )
}
