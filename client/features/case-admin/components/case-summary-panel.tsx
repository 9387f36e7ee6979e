import type { AdminCaseDetail } from '#shared/contracts/admin-cases.contract.ts'
import { documentDownloadPath } from '#shared/contracts/documents.contract.ts'
import { CASE_DECISION_OUTCOME_NAMES, STAFF_REVIEW_FINDING_NAMES } from '#shared/domain/case-status.ts'
import { formatIsoDate, JURISDICTION_NAMES } from '#shared/domain/case-labels.ts'
import { formatUsd } from '#shared/domain/money.ts'
import { PACKAGE_NAMES } from '#shared/domain/packages.ts'
import { formatLocalDate } from '#client/lib/dates.ts'
import { stateName } from '../answer-sections.ts'

/** Who the customer is and what the case is: package, jurisdiction, money owed, dates. */
export function CaseSummaryPanel({ item }: { item: AdminCaseDetail }) {
  const rows: [string, string][] = [
    ['Customer', `${item.customer.firstName} ${item.customer.lastName}`],
    ['E-mail', item.customer.email],
    ['Package', PACKAGE_NAMES[item.packageCode]],
    ['Jurisdiction', JURISDICTION_NAMES[item.jurisdiction]],
    ['State', stateName(item.stateCode ?? undefined) ?? 'None'],
    ['Conviction type', JURISDICTION_NAMES[item.convictionType]],
    [
      'Balance due',
      item.balanceDueCents > 0 ? formatUsd(item.balanceDueCents, { alwaysShowCents: true }) : 'None',
    ],
    ['Created', formatLocalDate(item.createdAt)],
    ['Last updated', formatLocalDate(item.updatedAt)],
  ]
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-navy-600">{term}</dt>
          <dd className="min-w-0 font-medium break-words text-navy-950">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The authority's decision as staff recorded it, with the letter when there is one. */
export function DecisionPanel({ item }: { item: AdminCaseDetail }) {
  const record = item.decisionRecord
  if (!record) {
    return (
      <p className="text-sm text-navy-700">
        No decision recorded yet. It can be recorded once the case is submitted.
      </p>
    )
  }
  return (
    <div className="grid gap-2 text-sm">
      <p className="text-base font-semibold text-navy-950">
        {CASE_DECISION_OUTCOME_NAMES[record.outcome]} on {formatIsoDate(record.decidedOn)}
      </p>
      {record.note ? <p className="whitespace-pre-line text-navy-800">{record.note}</p> : null}
      {record.letterDocumentId ? (
        <a
          href={documentDownloadPath(record.letterDocumentId)}
          className="font-medium text-navy-800 underline underline-offset-2"
        >
          Download the decision letter
        </a>
      ) : (
        <p className="text-navy-700">No letter attached.</p>
      )}
    </div>
  )
}

/** Staff's eligibility reviews of the case, newest first. */
export function StaffReviewsPanel({ item }: { item: AdminCaseDetail }) {
  if (item.staffReviews.length === 0) {
    return <p className="text-sm text-navy-700">No staff review yet.</p>
  }
  return (
    <ul className="grid gap-3">
      {item.staffReviews.map((review) => (
        <li key={review.id} className="grid gap-0.5 text-sm">
          <p className="font-semibold text-navy-950">{STAFF_REVIEW_FINDING_NAMES[review.finding]}</p>
          <p className="whitespace-pre-line text-navy-800">{review.reason}</p>
          {review.noteForCustomer ? (
            <p className="whitespace-pre-line text-navy-800">
              <span className="font-semibold">Note for the customer: </span>
              {review.noteForCustomer}
            </p>
          ) : null}
          <p className="text-xs text-navy-600">
            {review.reviewerName} · {formatLocalDate(review.createdAt)}
          </p>
        </li>
      ))}
    </ul>
  )
}
