import { Download } from 'lucide-react'
import { useId, useState } from 'react'
import { documentDownloadPath } from '#shared/contracts/documents.contract.ts'
import type { CreditItem, DisputeLetter } from '#shared/contracts/credit-repair.contract.ts'
import { CheckboxField } from '#client/components/form/checkbox-field.tsx'
import { FormAlert } from '#client/components/form/form-alert.tsx'
import { FormField } from '#client/components/form/form-field.tsx'
import { failureText, toastDone } from '#client/components/ui/action-feedback.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import { formatCalendarDate, todayIsoDate } from '#client/lib/dates.ts'
import { useGenerateFollowUp, useMarkLetterSent } from '../credit-repair.mutations.ts'

const KIND_NAMES = { DISPUTE: 'Dispute letter', FOLLOW_UP: 'Follow-up letter' } as const

type LetterCardProps = {
  letter: DisputeLetter
  items: CreditItem[]
  /** The customer's page: mark it sent, write the follow-up. Staff only read. */
  isCustomer: boolean
}

/** One letter: its PDF, when it was mailed and when the answer is due, and what to do next. */
export function LetterCard({ letter, items, isCustomer }: LetterCardProps) {
  const name = `${KIND_NAMES[letter.kind]} of ${formatCalendarDate(letter.createdOn)}`
  const awaitingFollowUp = items.filter(
    (item) => item.disputeLetterId === letter.id && item.result === 'VERIFIED' && !item.followUpLetterId,
  )
  return (
    <div className="grid gap-3 rounded-md border border-navy-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-navy-950">{name}</span>
        {letter.isResponseDue ? <Badge variant="orange">Answer due</Badge> : null}
      </div>
      {letter.documentId ? (
        <a
          href={documentDownloadPath(letter.documentId)}
          download
          className="flex items-center gap-1 justify-self-start text-sm font-semibold text-navy-800 underline underline-offset-2"
        >
          <Download aria-hidden="true" className="size-4" />
          Download {name} (PDF)
        </a>
      ) : null}
      {letter.sentOn ? (
        <dl className="grid gap-1 text-sm text-navy-900">
          <div className="flex flex-wrap gap-1">
            <dt>Mailed:</dt>
            <dd>{formatCalendarDate(letter.sentOn)}</dd>
          </div>
          {letter.receivedOn ? (
            <div className="flex flex-wrap gap-1">
              <dt>Received by the bureau:</dt>
              <dd>{formatCalendarDate(letter.receivedOn)}</dd>
            </div>
          ) : null}
          {letter.responseDueOn ? (
            <div className="flex flex-wrap gap-1">
              <dt>Answer due by:</dt>
              <dd>{formatCalendarDate(letter.responseDueOn)}</dd>
            </div>
          ) : null}
        </dl>
      ) : isCustomer ? (
        <MarkSentForm letter={letter} name={name} />
      ) : (
        <p className="text-sm text-navy-700">Not mailed yet.</p>
      )}
      {isCustomer && letter.kind === 'DISPUTE' && awaitingFollowUp.length > 0 ? (
        <FollowUpButton letter={letter} count={awaitingFollowUp.length} />
      ) : null}
    </div>
  )
}

function MarkSentForm({ letter, name }: { letter: DisputeLetter; name: string }) {
  const markSent = useMarkLetterSent()
  const [sentOn, setSentOn] = useState(todayIsoDate())
  const [receivedOn, setReceivedOn] = useState('')
  const [withAnnualFreeReport, setWithAnnualFreeReport] = useState(false)
  const [problem, setProblem] = useState<string | undefined>()
  const headingId = useId()
  const submit = async () => {
    setProblem(undefined)
    try {
      await markSent.mutateAsync({
        letterId: letter.id,
        body: { sentOn, receivedOn: receivedOn || null, withAnnualFreeReport },
      })
      toastDone('Letter marked as sent', 'The bureau’s clock has started.')
    } catch (error) {
      setProblem(failureText(error))
    }
  }
  return (
    <form
      aria-labelledby={headingId}
      className="grid gap-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <p id={headingId} className="text-sm font-semibold text-navy-950">
        Mailed it? Record the {name.toLowerCase()} as sent
      </p>
      <FormAlert message={problem} />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          label="Date you mailed it"
          type="date"
          required
          value={sentOn}
          onChange={(event) => setSentOn(event.target.value)}
        />
        <FormField
          label="Date on the return receipt (optional)"
          type="date"
          value={receivedOn}
          onChange={(event) => setReceivedOn(event.target.value)}
        />
      </div>
      {letter.kind === 'DISPUTE' ? (
        <CheckboxField
          label="I enclosed or sent this after getting my free annual credit report"
          hint="The bureau then has 45 days instead of 30."
          checked={withAnnualFreeReport}
          onChange={(event) => setWithAnnualFreeReport(event.target.checked)}
        />
      ) : null}
      <Button type="submit" disabled={markSent.isPending || !sentOn} className="justify-self-start">
        Mark as sent
      </Button>
    </form>
  )
}

function FollowUpButton({ letter, count }: { letter: DisputeLetter; count: number }) {
  const followUp = useGenerateFollowUp()
  return (
    <div className="grid gap-2">
      <p className="text-sm text-navy-800">
        The bureau verified {count} item(s). You may ask how it verified them (15 U.S.C. § 1681i(a)(7)).
      </p>
      <Button
        variant="outline"
        className="justify-self-start"
        disabled={followUp.isPending}
        onClick={() =>
          followUp
            .mutateAsync(letter.id)
            .then(() => toastDone('Follow-up letter written'))
            .catch((error: unknown) =>
              toast({
                variant: 'destructive',
                title: 'No follow-up letter',
                description: failureText(error),
              }),
            )
        }
      >
        Generate follow-up letter
      </Button>
    </div>
  )
}
