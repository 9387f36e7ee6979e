import { useState } from 'react'
import type { FingerprintMail } from '#shared/contracts/inbound-mail.contract.ts'
import { FINGERPRINT_MAIL_STATUS_LABELS, type FingerprintMailStatus } from '#shared/domain/inbound-mail.ts'
import { formatFileSize } from '#client/components/upload/file-size.ts'
import { ActionDialog } from '#client/components/ui/action-dialog.tsx'
import { failureText, toastDone } from '#client/components/ui/action-feedback.ts'
import { Badge, type BadgeVariant } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx'
import { FileRow, FileRows } from '#client/components/ui/file-rows.tsx'
import { MailChecksLine } from '#client/components/ui/mail-checks.tsx'
import { QueryState } from '#client/components/ui/query-state.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import { formatLocalDateTime } from '#client/lib/dates.ts'
import { useDecideFingerprintMail } from '../case-admin.mutations.ts'
import { useCaseFingerprintMail } from '../case-admin.queries.ts'

const STATUS_BADGES: Record<FingerprintMailStatus, BadgeVariant> = {
  FILED: 'green',
  HELD: 'orange',
  RELEASED: 'blue',
  REJECTED: 'gray',
}

type Decision = { mail: FingerprintMail; decision: 'release' | 'reject' }

/**
 * Mail the case's fingerprint address received: who it says it is from, what the checks found, its
 * files, and what became of it. Mail no check proved is held here until staff release it into the
 * case or reject it (docs/decisions/058-inbound-mail-authentication.md).
 */
export function FingerprintMailPanel({ caseId }: { caseId: string }) {
  const mail = useCaseFingerprintMail(caseId)
  const [pending, setPending] = useState<Decision | null>(null)
  return (
    <>
      <QueryState
        query={mail}
        loadingLabel="Loading e-mail…"
        errorText="We could not load the e-mail to the fingerprint address."
        isEmpty={(data) => data.messages.length === 0}
        empty={<p className="text-sm text-navy-700">No e-mail to the fingerprint address yet.</p>}
      >
        {(data) => (
          <FileRows>
            {data.messages.map((message) => (
              <MailRow key={message.id} mail={message} onDecide={setPending} />
            ))}
          </FileRows>
        )}
      </QueryState>
      <DecisionDialogs caseId={caseId} pending={pending} onClose={() => setPending(null)} />
    </>
  )
}

function MailRow({ mail, onDecide }: { mail: FingerprintMail; onDecide: (decision: Decision) => void }) {
  const name = mail.subject || 'E-mail without a subject'
  return (
    <FileRow>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <p className="font-medium break-words text-navy-950">{name}</p>
          <p className="text-sm break-all text-navy-700">
            From {mail.fromAddress ?? 'no sender'} ·{' '}
            <time dateTime={mail.receivedAt}>{formatLocalDateTime(mail.receivedAt)}</time>
          </p>
        </div>
        <Badge variant={STATUS_BADGES[mail.status]}>{FINGERPRINT_MAIL_STATUS_LABELS[mail.status]}</Badge>
      </div>
      <MailChecksLine checks={mail.checks} className="text-navy-800" />
      {mail.files.length > 0 ? (
        <ul className="list-disc pl-5 text-sm text-navy-800">
          {mail.files.map((file, index) => (
            <li key={`${index}-${file.filename}`} className="break-all">
              {file.filename}
              {file.sizeBytes !== null ? ` (${formatFileSize(file.sizeBytes)})` : ''}
              {file.valid === null ? '' : file.valid ? ': passed checks' : ': failed checks'}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-navy-700">No files attached.</p>
      )}
      {mail.reviewedBy && mail.reviewedAt ? (
        <p className="text-sm text-navy-700">
          {mail.status === 'REJECTED' ? 'Rejected' : 'Released'} by {mail.reviewedBy.name} ·{' '}
          <time dateTime={mail.reviewedAt}>{formatLocalDateTime(mail.reviewedAt)}</time>
        </p>
      ) : null}
      {mail.status === 'HELD' ? (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={`Release into the case: ${name}`}
            onClick={() => onDecide({ mail, decision: 'release' })}
          >
            Release into the case
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={`Reject ${name}`}
            onClick={() => onDecide({ mail, decision: 'reject' })}
          >
            Reject
          </Button>
        </div>
      ) : null}
    </FileRow>
  )
}

function DecisionDialogs({
  caseId,
  pending,
  onClose,
}: {
  caseId: string
  pending: Decision | null
  onClose: () => void
}) {
  const decide = useDecideFingerprintMail(caseId)
  const run = () => {
    if (!pending) return
    decide.mutate(
      { messageId: pending.mail.id, decision: pending.decision },
      {
        onSuccess: () => {
          toastDone(pending.decision === 'release' ? 'E-mail released into the case' : 'E-mail rejected')
          onClose()
        },
        onError: (error) =>
          toast({ variant: 'destructive', title: 'Error', description: failureText(error) }),
      },
    )
  }
  const sender = pending?.mail.fromAddress ?? 'no sender'
  return (
    <>
      <ActionDialog
        isOpen={pending?.decision === 'release'}
        onClose={onClose}
        title="Release this e-mail into the case"
        description={
          <p>
            The checks did not prove it came from {sender}. Its files go through the fingerprint checks and
            are added to the case as yours, and the results are e-mailed to {sender}.
          </p>
        }
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={decide.isPending}>
            Cancel
          </Button>
          <Button data-autofocus disabled={decide.isPending} onClick={run}>
            {decide.isPending ? 'Releasing…' : 'Release into the case'}
          </Button>
        </div>
      </ActionDialog>
      <ConfirmDialog
        isOpen={pending?.decision === 'reject'}
        onClose={onClose}
        title="Reject this e-mail"
        description={<p>Its files are deleted and never reach the case. Nobody is e-mailed.</p>}
        confirmLabel="Reject"
        busyLabel="Rejecting…"
        isBusy={decide.isPending}
        onConfirm={run}
      />
    </>
  )
}
