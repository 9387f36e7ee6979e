import { fingerprintDownloadPath, type Fingerprint } from '#shared/contracts/fingerprints.contract.ts'
import { qualityPercent } from '#shared/domain/fingerprints.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { FileRow, FileRows } from '#client/components/ui/file-rows.tsx'
import { QueryState } from '#client/components/ui/query-state.tsx'
import { formatLocalDate } from '#client/lib/dates.ts'
import { useCaseFingerprints } from '../case-admin.queries.ts'
import { FileReviewActions, FileTitle, StaffNote } from './file-review-parts.tsx'
import type { ViewedFile } from './file-viewer-dialog.tsx'
import type { ReviewDecision, ReviewTarget } from './review-dialog.tsx'
import { ReviewStatusBadge } from './review-status-badge.tsx'

type FingerprintsPanelProps = {
  caseId: string
  onView: (file: ViewedFile) => void
  onReview: (target: ReviewTarget) => void
}

/** The case's fingerprint files with what the analysis found, to view, accept or reject. */
export function FingerprintsPanel({ caseId, onView, onReview }: FingerprintsPanelProps) {
  const fingerprints = useCaseFingerprints(caseId)
  return (
    <QueryState
      query={fingerprints}
      loadingLabel="Loading fingerprints…"
      errorText="We could not load the fingerprints."
      isEmpty={(data) => data.fingerprints.length === 0}
      empty={<p className="text-sm text-navy-700">No fingerprints yet.</p>}
    >
      {(data) => (
        <FileRows>
          {data.fingerprints.map((fingerprint) => (
            <FingerprintRow
              key={fingerprint.id}
              fingerprint={fingerprint}
              onView={onView}
              onReview={onReview}
            />
          ))}
        </FileRows>
      )}
    </QueryState>
  )
}

function FingerprintRow({
  fingerprint,
  onView,
  onReview,
}: {
  fingerprint: Fingerprint
  onView: (file: ViewedFile) => void
  onReview: (target: ReviewTarget) => void
}) {
  const name = `${fingerprint.typeLabel} (${fingerprint.filename})`
  const review = (decision: ReviewDecision) =>
    onReview({ kind: 'fingerprint', id: fingerprint.id, name, decision })
  const quality = qualityPercent(fingerprint.qualityScore)
  const facts = [
    ['Received by', fingerprint.sourceLabel],
    ['Captured', formatLocalDate(fingerprint.capturedAt)],
    ['TCN', fingerprint.tcn ?? 'None found'],
    ['ORI', fingerprint.ori ?? 'None found'],
    ...(quality ? [['Quality', quality]] : []),
  ]
  return (
    <FileRow>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <FileTitle title={fingerprint.typeLabel} filename={fingerprint.filename} />
        <div className="flex flex-wrap gap-1">
          <Badge variant={fingerprint.valid ? 'green' : 'orange'}>
            {fingerprint.valid ? 'Passed checks' : 'Failed checks'}
          </Badge>
          <ReviewStatusBadge status={fingerprint.reviewStatus} />
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-navy-600">{term}</dt>
            <dd className="font-medium break-all text-navy-950">{value}</dd>
          </div>
        ))}
      </dl>
      {fingerprint.issues.length > 0 ? (
        <ul className="list-disc pl-5 text-sm text-navy-800">
          {fingerprint.issues.map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
        </ul>
      ) : null}
      <StaffNote reason={fingerprint.reviewReason} />
      <FileReviewActions
        name={name}
        file={{
          title: fingerprint.typeLabel,
          filename: fingerprint.filename,
          contentType: fingerprint.contentType,
          href: fingerprintDownloadPath(fingerprint.id),
        }}
        canAccept={fingerprint.reviewStatus !== 'ACCEPTED'}
        canReject={fingerprint.reviewStatus !== 'REJECTED'}
        onView={onView}
        onReview={review}
      />
    </FileRow>
  )
}
