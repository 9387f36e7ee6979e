import { documentDownloadPath, type Document } from '#shared/contracts/documents.contract.ts'
import { FileRow, FileRows } from '#client/components/ui/file-rows.tsx'
import { QueryState } from '#client/components/ui/query-state.tsx'
import { formatFileSize } from '#client/components/upload/file-size.ts'
import { formatLocalDate } from '#client/lib/dates.ts'
import { useCaseDocuments } from '../case-admin.queries.ts'
import { FileReviewActions, FileTitle, StaffNote } from './file-review-parts.tsx'
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
        <FileRows>
          {data.documents.map((document) => (
            <DocumentRow key={document.id} document={document} onView={onView} onReview={onReview} />
          ))}
        </FileRows>
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
    <FileRow>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <FileTitle title={document.kindLabel} filename={document.filename}>
          <p className="text-xs text-navy-600">
            {formatFileSize(document.sizeBytes)} · added by {UPLOADER_NAMES[document.uploadedBy]} on{' '}
            {formatLocalDate(document.createdAt)}
          </p>
        </FileTitle>
        {isReviewable ? <ReviewStatusBadge status={document.reviewStatus} /> : null}
      </div>
      <StaffNote reason={document.reviewReason} />
      <FileReviewActions
        name={name}
        file={{
          title: document.kindLabel,
          filename: document.filename,
          contentType: document.contentType,
          href: documentDownloadPath(document.id),
        }}
        canAccept={isReviewable && document.reviewStatus !== 'ACCEPTED'}
        canReject={isReviewable && document.reviewStatus !== 'REJECTED'}
        onView={onView}
        onReview={review}
      />
    </FileRow>
  )
}
