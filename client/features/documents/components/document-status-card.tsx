import { CircleAlert, CircleCheck, CircleDashed, Clock, type LucideIcon } from 'lucide-react'
import type { ChecklistItem } from '#shared/contracts/documents.contract.ts'
import { CHECKLIST_STATE_LABELS, type ChecklistState } from '#shared/domain/documents.ts'
import { FILE_LIMITS } from '#shared/domain/uploads.ts'
import { Card } from '#client/components/ui/card.tsx'
import { QueryState } from '#client/components/ui/query-state.tsx'
import { FileUploader } from '#client/components/upload/file-uploader.tsx'
import { formatSizeLimit } from '#client/components/upload/file-size.ts'
import { cn } from '#client/lib/cn.ts'
import { useCaseChecklist } from '../documents.queries.ts'
import { useUploadDocuments } from '../documents.upload.ts'

const STATE_VIEWS: Record<ChecklistState, { icon: LucideIcon; className: string }> = {
  MISSING: { icon: CircleDashed, className: 'text-navy-700' },
  RECEIVED: { icon: Clock, className: 'text-blue-800' },
  ACCEPTED: { icon: CircleCheck, className: 'text-green-800' },
  REJECTED: { icon: CircleAlert, className: 'text-red-800' },
}

// Fingerprints have their own uploader, and the identity check its own page.
const MET_ELSEWHERE = {
  FINGERPRINTS: 'Uploaded under Fingerprints',
  IDENTITY: 'Met by the ID check',
} as const

const OTHER_OPTION = { value: 'OTHER', label: 'Other document' }

type DocumentStatusCardProps = {
  caseId: string
  /** Why the case takes no uploads now, in words; null while it takes them (decision 060). */
  closedReason: string | null
  onCaseChanged: () => void
}

/**
 * The document status card (spec 000 §2): the case's checklist with where each item stands, the
 * reason of a rejection, staff's open requests, and the uploader (5 files at a time, each named
 * as a checklist item or Other before it is sent).
 */
export function DocumentStatusCard({ caseId, closedReason, onCaseChanged }: DocumentStatusCardProps) {
  const checklist = useCaseChecklist(caseId)
  const upload = useUploadDocuments(caseId, onCaseChanged)
  return (
    <Card>
      <section aria-labelledby="document-status-heading" className="grid gap-4">
        <h2 id="document-status-heading" className="text-xl font-semibold text-navy-950">
          Document Status
        </h2>
        <QueryState
          query={checklist}
          loadingLabel="Loading your checklist…"
          errorText="We could not load your checklist."
        >
          {(data) => (
            <div className="grid gap-5">
              <p className={cn('text-sm font-medium', data.isComplete ? 'text-green-800' : 'text-navy-800')}>
                {data.isComplete
                  ? 'All required documents are in. We review each one and tell you if anything must be redone.'
                  : closedReason
                    ? 'These are the documents your case needs. We review every file and tell you if anything must be redone.'
                    : 'Upload each required document below. We review every file and tell you if anything must be redone.'}
              </p>
              {data.requests.length > 0 ? (
                <section aria-labelledby="document-requests-heading" className="grid gap-2">
                  <h3 id="document-requests-heading" className="font-semibold text-navy-950">
                    Requested by our staff
                  </h3>
                  <ul className="grid gap-2">
                    {data.requests.map((request) => (
                      <li
                        key={request.id}
                        className="rounded-lg border border-yellow-300 bg-yellow-50 p-3 text-sm"
                      >
                        <p className="font-semibold text-navy-950">{request.label}</p>
                        <p className="text-navy-800">{request.reason}</p>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              <ul className="grid gap-3" aria-label="Checklist">
                {data.items.map((item) => (
                  <ChecklistRow key={item.code} item={item} />
                ))}
              </ul>
              {closedReason ? (
                <p className="border-t border-navy-100 pt-4 text-sm text-navy-800">{closedReason}</p>
              ) : (
                <section
                  aria-labelledby="document-upload-heading"
                  className="grid gap-3 border-t border-navy-100 pt-4"
                >
                  <h3 id="document-upload-heading" className="font-semibold text-navy-950">
                    Upload documents
                  </h3>
                  <FileUploader
                    label="Choose documents"
                    maxFiles={FILE_LIMITS.maxFiles.casePage}
                    uploadLabel="Upload documents"
                    hint={`PDF, PNG or JPEG, up to ${formatSizeLimit(FILE_LIMITS.maxBytes)} each, ${FILE_LIMITS.maxFiles.casePage} files at a time. Choose what each file is before you upload.`}
                    choice={{
                      label: 'What is this document?',
                      options: [
                        ...data.items
                          .filter((item) => item.metBy === 'DOCUMENT')
                          .map((item) => ({ value: item.code, label: item.label })),
                        OTHER_OPTION,
                      ],
                    }}
                    onUpload={upload}
                  />
                </section>
              )}
            </div>
          )}
        </QueryState>
      </section>
    </Card>
  )
}

function ChecklistRow({ item }: { item: ChecklistItem }) {
  const view = STATE_VIEWS[item.state]
  const Icon = view.icon
  const elsewhere = item.metBy === 'DOCUMENT' ? null : MET_ELSEWHERE[item.metBy]
  return (
    <li className="flex gap-3">
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', view.className)} />
      <div className="grid min-w-0 gap-0.5">
        <p className="font-medium text-navy-950">
          {item.label}
          {item.isRequired ? null : <span className="font-normal text-navy-700"> (optional)</span>}
        </p>
        <p className={cn('text-sm font-semibold', view.className)}>
          {CHECKLIST_STATE_LABELS[item.state]}
          {elsewhere ? <span className="font-normal text-navy-700"> · {elsewhere}</span> : null}
        </p>
        {item.state === 'REJECTED' && item.reason ? (
          <p className="text-sm text-red-800">Why: {item.reason}</p>
        ) : null}
        <p className="text-sm text-navy-700">{item.explanation}</p>
      </div>
    </li>
  )
}
