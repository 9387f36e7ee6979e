import type { ChecklistItem, DocumentRequest } from '#shared/contracts/documents.contract.ts'
import {
  CHECKLIST_STATE_LABELS,
  DOCUMENT_REQUEST_STATUS_LABELS,
  type ChecklistState,
} from '#shared/domain/documents.ts'
import type { RequirementCode } from '#shared/domain/fulfilment/types.ts'
import { Badge, type BadgeVariant } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { QueryState } from '#client/components/ui/query-state.tsx'
import { formatLocalDate } from '#client/lib/dates.ts'
import { useCaseChecklist } from '../case-admin.queries.ts'

const STATE_VARIANTS: Record<ChecklistState, BadgeVariant> = {
  MISSING: 'gray',
  RECEIVED: 'blue',
  ACCEPTED: 'green',
  REJECTED: 'orange',
}

const MET_ELSEWHERE = {
  FINGERPRINTS: 'Met by the fingerprint files',
  IDENTITY: 'Met by the identity check',
} as const

type ChecklistPanelProps = {
  caseId: string
  /** Opens the request dialog, for a checklist item or (none) for any document. */
  onRequest: (requirementCode?: RequirementCode) => void
}

/** What the filing authorities ask for, where each item stands, and what staff asked for. */
export function ChecklistPanel({ caseId, onRequest }: ChecklistPanelProps) {
  const checklist = useCaseChecklist(caseId)
  return (
    <QueryState
      query={checklist}
      loadingLabel="Loading the checklist…"
      errorText="We could not load the checklist."
    >
      {(data) => (
        <div className="grid gap-5">
          <p className="text-sm text-navy-800">
            {data.isComplete
              ? 'Every required document is in and none is rejected.'
              : 'Required documents are still missing, rejected or requested.'}
          </p>
          <ul className="grid divide-y divide-navy-100">
            {data.items.map((item) => (
              <ChecklistRow key={item.code} item={item} onRequest={onRequest} />
            ))}
          </ul>
          <div className="grid gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold text-navy-950">Document requests</h3>
              <Button variant="outline" size="sm" onClick={() => onRequest()}>
                Request a document
              </Button>
            </div>
            {data.requests.length === 0 ? (
              <p className="text-sm text-navy-700">No open requests.</p>
            ) : (
              <ul className="grid gap-2">
                {data.requests.map((request) => (
                  <RequestRow key={request.id} request={request} />
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </QueryState>
  )
}

function ChecklistRow({
  item,
  onRequest,
}: {
  item: ChecklistItem
  onRequest: (code: RequirementCode) => void
}) {
  const isDocument = item.metBy === 'DOCUMENT'
  return (
    <li className="grid gap-1 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-medium text-navy-950">
          {item.label}
          {item.isRequired ? null : <span className="font-normal text-navy-600"> (optional)</span>}
        </p>
        {item.metBy === 'DOCUMENT' ? (
          <Badge variant={STATE_VARIANTS[item.state]}>{CHECKLIST_STATE_LABELS[item.state]}</Badge>
        ) : (
          <span className="text-sm text-navy-700">{MET_ELSEWHERE[item.metBy]}</span>
        )}
      </div>
      {item.reason ? <p className="text-sm text-navy-800">Rejected: {item.reason}</p> : null}
      {isDocument && item.state !== 'ACCEPTED' ? (
        <Button
          variant="link"
          size="sm"
          className="h-auto justify-self-start px-0"
          aria-label={`Request ${item.label}`}
          onClick={() => onRequest(item.code)}
        >
          Request
        </Button>
      ) : null}
    </li>
  )
}

function RequestRow({ request }: { request: DocumentRequest }) {
  return (
    <li className="grid gap-1 rounded-md border border-navy-100 p-3 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-medium text-navy-950">{request.label}</p>
        <Badge variant={request.status === 'OPEN' ? 'yellow' : 'gray'}>
          {DOCUMENT_REQUEST_STATUS_LABELS[request.status]}
        </Badge>
      </div>
      <p className="text-navy-800">{request.reason}</p>
      <p className="text-xs text-navy-600">Asked on {formatLocalDate(request.createdAt)}</p>
    </li>
  )
}
