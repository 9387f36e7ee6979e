import { Download, FileText } from 'lucide-react'
import { documentDownloadPath } from '#shared/contracts/documents.contract.ts'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { formatLocalDate } from '#client/lib/dates.ts'
import { documentKindLabel, formatFileSize } from '../document-display.ts'
import { useCaseDocuments } from '../documents.queries.ts'

/** The case's documents, each with its download link (the browser follows it; no JSON). */
export function DocumentsCard({ caseId }: { caseId: string }) {
  const documents = useCaseDocuments(caseId)
  return (
    <Card>
      <section aria-labelledby="case-documents-heading" className="grid gap-4">
        <h2 id="case-documents-heading" className="text-xl font-semibold text-navy-950">
          Documents
        </h2>
        {documents.isPending ? (
          <Spinner label="Loading your documents…" className="py-8" />
        ) : documents.isError ? (
          <div role="alert" className="grid justify-items-start gap-3">
            <p className="text-sm text-navy-900">We could not load your documents.</p>
            <Button variant="outline" size="sm" onClick={() => void documents.refetch()}>
              Try again
            </Button>
          </div>
        ) : documents.data.documents.length === 0 ? (
          <p className="text-sm text-navy-700">
            No documents yet. Your signed service agreement appears here once you sign it at checkout.
          </p>
        ) : (
          <ul className="grid divide-y divide-navy-100">
            {documents.data.documents.map((document) => (
              <li
                key={document.id}
                className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
              >
                <div className="flex min-w-0 items-start gap-3">
                  <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-navy-600" />
                  <div className="grid min-w-0 gap-0.5">
                    <p className="font-medium text-navy-950">{documentKindLabel(document.kind)}</p>
                    <p className="text-sm break-all text-navy-600">{document.filename}</p>
                    <p className="text-sm text-navy-600">
                      {formatLocalDate(document.createdAt)} · {formatFileSize(document.sizeBytes)}
                    </p>
                  </div>
                </div>
                <Button asChild variant="outline" size="sm">
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
      </section>
    </Card>
  )
}
