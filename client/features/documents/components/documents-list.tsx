import { Download, FileText } from 'lucide-react'
import { documentDownloadPath } from '#shared/contracts/documents.contract.ts'
import { DOCUMENT_REVIEW_LABELS } from '#shared/domain/documents.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { QueryState } from '#client/components/ui/query-state.tsx'
import { formatLocalDate } from '#client/lib/dates.ts'
import { formatFileSize } from '../document-display.ts'
import { useCaseDocuments } from '../documents.queries.ts'

const REVIEW_BADGES = { RECEIVED: 'secondary', ACCEPTED: 'green', REJECTED: 'yellow' } as const

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
        <ul className="grid divide-y divide-navy-100">
          {data.documents.map((document) => (
            <li key={document.id} className="grid gap-2 py-3 first:pt-0 last:pb-0">
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
                  <Badge variant={REVIEW_BADGES[document.reviewStatus]}>
                    {DOCUMENT_REVIEW_LABELS[document.reviewStatus]}
                  </Badge>
                ) : null}
              </div>
              {document.reviewStatus === 'REJECTED' && document.reviewReason ? (
                <p className="text-sm text-red-800">Rejected: {document.reviewReason}</p>
              ) : null}
              <Button asChild variant="outline" size="sm" className="justify-self-start">
                <a href={documentDownloadPath(document.id)} download={document.filename}>
                  <Download aria-hidden="true" />
                  Download
                  <span className="sr-only"> {document.filename}</span>
                </a>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  )
}
