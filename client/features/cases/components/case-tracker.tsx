import { CircleAlert, CircleCheck, CircleDashed, LoaderCircle } from 'lucide-react'
import { caseTracker, type TrackerStepState } from '#shared/domain/case-status.ts'
import { Card } from '#client/components/ui/card.tsx'
import { cn } from '#client/lib/cn.ts'

const STATE_VIEWS: Record<TrackerStepState, { label: string; icon: typeof CircleCheck; className: string }> =
  {
    complete: { label: 'Complete', icon: CircleCheck, className: 'text-green-800' },
    'in-progress': { label: 'In Progress', icon: LoaderCircle, className: 'text-blue-800' },
    pending: { label: 'Pending', icon: CircleDashed, className: 'text-navy-600' },
  }

// While the verdict is MANUAL_REVIEW, Eligibility is not complete: it waits for our review
// (docs/decisions/021-case-follows-verdict.md overrides the spec's "always complete").
const NEEDS_REVIEW = { label: 'Needs review', icon: CircleAlert, className: 'text-yellow-900' }

type CaseTrackerProps = {
  status: string
  /**
   * The required documents are received and valid: Documents is complete only then (issue 11), not
   * because the signed agreement exists.
   */
  isDocumentsComplete: boolean
  fingerprintCount: number
  /** The eligibility verdict is MANUAL_REVIEW. */
  isEligibilityInReview?: boolean
}

/** The four steps of a case (Eligibility, Documents, Fingerprints, Submission) and where each stands. */
export function CaseTracker({
  status,
  isDocumentsComplete,
  fingerprintCount,
  isEligibilityInReview = false,
}: CaseTrackerProps) {
  const steps = caseTracker(status, isDocumentsComplete, fingerprintCount > 0)
  return (
    <Card>
      <h2 className="sr-only">Case steps</h2>
      <ol className="grid gap-4 sm:grid-cols-4">
        {steps.map((step, index) => {
          const view =
            step.name === 'Eligibility' && isEligibilityInReview ? NEEDS_REVIEW : STATE_VIEWS[step.state]
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
