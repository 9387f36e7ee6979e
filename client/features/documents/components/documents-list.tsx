import { FileText } from 'lucide-react'
import { documentDownloadPath } from '#shared/contracts/documents.contract.ts'
import { DOCUMENT_REVIEW_LABELS } from '#shared/domain/documents.ts'
import { FileDownloadButton, FileReviewBadge, FileRow, FileRows } from '#client/components/ui/file-rows.tsx'
import { QueryState } from '#client/components/ui/query-state.tsx'
import { formatLocalDate } from '#client/lib/dates.ts'
import { formatFileSize } from '../document-display.ts'
import { useCaseDocuments } from '../documents.queries.ts'

/** The Documents tab: each document in words, where staff stand on it, and its download link. */
export function DocumentsList({ caseId }: { caseId: string }) {
  const documents = useCaseDocuments(caseId)
  return (
    <QueryState
      query={documents}
      loadingLabel="Loading your documents…"
      errorText="We could not load your documents."
      isEmpty={(data) => data.documents.length === 0}
      empty={
        <p className="text-sm text-navy-700">
          No documents yet. Your signed service agreement appears here once you sign it at checkout.
        </p>
      }
    >
      {(data) => (
        <FileRows>
          {data.documents.map((document) => (
            <FileRow key={document.id}>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="flex min-w-0 items-start gap-3">
                  <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-navy-600" />
                  <div className="grid min-w-0 gap-0.5">
                    <p className="font-medium text-navy-950">{document.kindLabel}</p>
                    <p className="text-sm break-all text-navy-600">{document.filename}</p>
                    <p className="text-sm text-navy-600">
                      {formatLocalDate(document.createdAt)} · {formatFileSize(document.sizeBytes)}
                    </p>
                  </div>
                </div>
                {document.uploadedBy === 'USER' ? (
                  <FileReviewBadge
                    status={document.reviewStatus}
                    label={DOCUMENT_REVIEW_LABELS[document.reviewStatus]}
                  />
                ) : null}
              </div>
              {document.reviewStatus === 'REJECTED' && document.reviewReason ? (
                <p className="text-sm text-red-800">Rejected: {document.reviewReason}</p>
              ) : null}
              <FileDownloadButton href={documentDownloadPath(document.id)} filename={document.filename} />
            </FileRow>
          ))}
        </FileRows>
      )}
    </QueryState>
  )
}
