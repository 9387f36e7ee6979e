import { CircleCheck, CircleX } from 'lucide-react'
import type { CustomerStaffReview } from '#shared/contracts/cases.contract.ts'
import { STAFF_REVIEW_FINDING_NAMES } from '#shared/domain/case-status.ts'
import { formatLocalDate } from '#client/lib/dates.ts'
import { cn } from '#client/lib/cn.ts'

const FINDING_VIEWS = {
  ELIGIBLE: {
    icon: CircleCheck,
    box: 'border-green-700 bg-green-50 text-green-950',
    iconColor: 'text-green-700',
  },
  NOT_ELIGIBLE: { icon: CircleX, box: 'border-red-700 bg-red-50 text-red-950', iconColor: 'text-red-700' },
} as const

/**
 * Our team's eligibility review as the customer reads it: the finding, the date and the note the
 * reviewer wrote for them. It replaces the automated check, which stays below it as that
 * (docs/decisions/050-staff-review-and-case-entry.md).
 */
export function StaffReviewFinding({ review }: { review: CustomerStaffReview }) {
  const view = FINDING_VIEWS[review.finding]
  const Icon = view.icon
  return (
    <div className={cn('grid gap-2 rounded-lg border-2 p-5', view.box)}>
      <h3 className="flex items-center gap-2 text-lg font-semibold">
        <Icon aria-hidden="true" className={cn('size-6 shrink-0', view.iconColor)} />
        Reviewed by our team: {STAFF_REVIEW_FINDING_NAMES[review.finding]}
      </h3>
      <p className="text-sm">Reviewed on {formatLocalDate(review.reviewedAt)}.</p>
      {review.noteForCustomer ? (
        <p className="whitespace-pre-line">
          <span className="font-semibold">Note from our team: </span>
          {review.noteForCustomer}
        </p>
      ) : null}
    </div>
  )
}
