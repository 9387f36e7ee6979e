import { Eye } from 'lucide-react'
import { documentDownloadPath, type Document } from '#shared/contracts/documents.contract.ts'
import { Button } from '#client/components/ui/button.tsx'
import { QueryState } from '#client/components/ui/query-state.tsx'
import { formatFileSize } from '#client/components/upload/file-size.ts'
import { formatLocalDate } from '#client/lib/dates.ts'
import { useCaseDocuments } from '../case-admin.queries.ts'
import type { ViewedFile } from './file-viewer-dialog.tsx'
import type { ReviewDecision, ReviewTarget } from './review-dialog.tsx'
import { ReviewStatusBadge } from './review-status-badge.tsx'

const UPLOADER_NAMES = { USER: 'the customer', SYSTEM: 'the product', ADMIN: 'staff' } as const

type DocumentsPanelProps = {
  caseId: string
  onView: (file: ViewedFile) => void
  onReview: (target: ReviewTarget) => void
}

/** The case's documents, newest first: what each is, where staff stand on it, view and review. */
export function DocumentsPanel({ caseId, onView, onReview }: DocumentsPanelProps) {
  const documents = useCaseDocuments(caseId)
  return (
    <QueryState
      query={documents}
      loadingLabel="Loading documents…"
      errorText="We could not load the documents."
      isEmpty={(data) => data.documents.length === 0}
      empty={<p className="text-sm text-navy-700">No documents yet.</p>}
    >
      {(data) => (
        <ul className="grid divide-y divide-navy-100">
          {data.documents.map((document) => (
            <DocumentRow key={document.id} document={document} onView={onView} onReview={onReview} />
          ))}
        </ul>
      )}
    </QueryState>
  )
}

function DocumentRow({
  document,
  onView,
  onReview,
}: {
  document: Document
  onView: (file: ViewedFile) => void
  onReview: (target: ReviewTarget) => void
}) {
  const name = `${document.kindLabel} (${document.filename})`
  const review = (decision: ReviewDecision) => onReview({ kind: 'document', id: document.id, name, decision })
  // The agreement and a decision letter are the product's and staff's own papers, not evidence to judge.
  const isReviewable = document.uploadedBy === 'USER'
  return (
    <li className="grid gap-2 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <p className="font-medium text-navy-950">{document.kindLabel}</p>
          <p className="text-sm break-all text-navy-700">{document.filename}</p>
          <p className="text-xs text-navy-600">
            {formatFileSize(document.sizeBytes)} · added by {UPLOADER_NAMES[document.uploadedBy]} on{' '}
            {formatLocalDate(document.createdAt)}
          </p>
        </div>
        {isReviewable ? <ReviewStatusBadge status={document.reviewStatus} /> : null}
      </div>
      {document.reviewReason ? (
        <p className="text-sm text-navy-800">
          <span className="font-semibold">Staff note:</span> {document.reviewReason}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-label={`View ${name}`}
          onClick={() =>
            onView({
              title: document.kindLabel,
              filename: document.filename,
              contentType: document.contentType,
              href: documentDownloadPath(document.id),
            })
          }
        >
          <Eye aria-hidden="true" />
          View
        </Button>
        {isReviewable && document.reviewStatus !== 'ACCEPTED' ? (
          <Button
            variant="outline"
            size="sm"
            aria-label={`Accept ${name}`}
            onClick={() => review('ACCEPTED')}
          >
            Accept
          </Button>
        ) : null}
        {isReviewable && document.reviewStatus !== 'REJECTED' ? (
          <Button
            variant="outline"
            size="sm"
            aria-label={`Reject ${name}`}
            onClick={() => review('REJECTED')}
          >
            Reject
          </Button>
        ) : null}
      </div>
    </li>
  )
}
