import { useId, useState } from 'react'
import {
  CREDIT_REPAIR_MESSAGES,
  RegisterCreditReportInputSchema,
  type CandidateItem,
} from '#shared/contracts/credit-repair.contract.ts'
import {
  BUREAU_LABELS,
  CREDIT_ITEM_TYPE_LABELS,
  type Bureau,
  type DisputeReason,
} from '#shared/domain/credit-repair.ts'
import { FormAlert } from '#client/components/form/form-alert.tsx'
import { FormField } from '#client/components/form/form-field.tsx'
import { SelectField } from '#client/components/form/select-field.tsx'
import { failureText, toastDone } from '#client/components/ui/action-feedback.ts'
import { Button } from '#client/components/ui/button.tsx'
import { useAddCreditItems, useUploadCreditReport } from '../credit-repair.mutations.ts'
import { BureauOptions, ReasonOptions } from './item-options.tsx'

type Found = { reportId: string; bureau: Bureau; candidates: CandidateItem[] }

/**
 * Uploads a bureau's report (PDF) through the case's upload pipeline; the lines of its text that look
 * like disputable items are then offered to confirm, each with the reason it is disputed.
 */
export function ReportUpload({ caseId }: { caseId: string }) {
  const upload = useUploadCreditReport()
  const [bureau, setBureau] = useState<Bureau | ''>('')
  const [file, setFile] = useState<File | null>(null)
  const [reportDate, setReportDate] = useState('')
  const [problem, setProblem] = useState<string | undefined>()
  const [found, setFound] = useState<Found | null>(null)
  const fileId = useId()

  const submit = async () => {
    setProblem(undefined)
    const bureauCheck = RegisterCreditReportInputSchema.shape.bureau.safeParse(bureau)
    if (!bureauCheck.success || !bureau) return setProblem(bureauCheck.error?.issues[0]?.message)
    if (!file || file.type !== 'application/pdf') return setProblem(CREDIT_REPAIR_MESSAGES.reportNotPdf)
    try {
      const answer = await upload.mutateAsync({ caseId, bureau, file, reportDate: reportDate || undefined })
      toastDone('Report received', `Your ${BUREAU_LABELS[bureau]} report is on file.`)
      setFound({ reportId: answer.report.id, bureau, candidates: answer.candidates })
      setFile(null)
    } catch (error) {
      setProblem(failureText(error, 'The report was not uploaded. Please try again.'))
    }
  }

  return (
    <div className="grid gap-4">
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <FormAlert message={problem} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Bureau of the report"
            value={bureau}
            onChange={(event) => setBureau(event.target.value as Bureau | '')}
          >
            <BureauOptions />
          </SelectField>
          <FormField
            label="Date on the report (optional)"
            type="date"
            value={reportDate}
            onChange={(event) => setReportDate(event.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={fileId} className="text-sm font-medium text-navy-950">
            Credit report (PDF)
          </label>
          <input
            id={fileId}
            type="file"
            accept="application/pdf"
            className="max-w-full text-sm text-navy-900 file:mr-3 file:rounded-md file:border-0 file:bg-navy-100 file:px-3 file:py-2 file:font-semibold file:text-navy-900"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </div>
        <Button type="submit" disabled={upload.isPending} className="justify-self-start">
          {upload.isPending ? 'Uploading…' : 'Upload report'}
        </Button>
      </form>
      {found ? <Candidates found={found} onDone={() => setFound(null)} /> : null}
    </div>
  )
}

type Choice = { isChecked: boolean; reason: DisputeReason | '' }

/** The report's likely items: the customer checks the ones to dispute and gives each a reason. */
function Candidates({ found, onDone }: { found: Found; onDone: () => void }) {
  const addItems = useAddCreditItems()
  const [choices, setChoices] = useState<Choice[]>(() =>
    found.candidates.map(() => ({ isChecked: false, reason: '' })),
  )
  const [problem, setProblem] = useState<string | undefined>()
  const headingId = useId()
  const change = (index: number, patch: Partial<Choice>) =>
    setChoices((current) => current.map((choice, i) => (i === index ? { ...choice, ...patch } : choice)))

  if (found.candidates.length === 0) {
    return (
      <p className="text-sm text-navy-800">
        We found no lines that look like accounts in this report’s text. Add the items you dispute by hand
        below.
      </p>
    )
  }

  const confirm = async () => {
    setProblem(undefined)
    const checked = found.candidates.flatMap((candidate, index) => {
      const choice = choices[index]
      return choice?.isChecked ? [{ candidate, reason: choice.reason }] : []
    })
    if (checked.length === 0) return setProblem('Check the items you dispute.')
    if (checked.some((entry) => entry.reason === ''))
      return setProblem('Choose why you dispute each checked item.')
    try {
      await addItems.mutateAsync({
        reportId: found.reportId,
        items: checked.map(({ candidate, reason }) => ({
          bureau: candidate.bureau,
          creditor: candidate.creditor,
          accountLastDigits: candidate.accountLastDigits,
          type: candidate.type,
          reason: reason as DisputeReason,
        })),
      })
      toastDone('Items added', `${checked.length} item(s) added to your disputes.`)
      onDone()
    } catch (error) {
      setProblem(failureText(error, 'The items were not added. Please try again.'))
    }
  }

  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border border-navy-200 p-4">
      <h3 id={headingId} className="font-semibold text-navy-950">
        Items found in your {BUREAU_LABELS[found.bureau]} report
      </h3>
      <p className="text-sm text-navy-800">
        Check each item you believe is inaccurate, incomplete or cannot be verified, and say why.
      </p>
      <FormAlert message={problem} />
      <ul className="grid gap-3">
        {found.candidates.map((candidate, index) => (
          <CandidateRow
            key={`${candidate.line}-${index}`}
            candidate={candidate}
            choice={choices[index] ?? { isChecked: false, reason: '' }}
            onChange={(patch) => change(index, patch)}
          />
        ))}
      </ul>
      <Button onClick={() => void confirm()} disabled={addItems.isPending} className="justify-self-start">
        {addItems.isPending ? 'Adding…' : 'Add the checked items'}
      </Button>
    </section>
  )
}

function CandidateRow({
  candidate,
  choice,
  onChange,
}: {
  candidate: CandidateItem
  choice: Choice
  onChange: (patch: Partial<Choice>) => void
}) {
  const checkId = useId()
  const name = `${candidate.creditor}${candidate.accountLastDigits ? ` ending in ${candidate.accountLastDigits}` : ''}`
  return (
    <li className="grid gap-2 rounded-md bg-navy-50 p-3">
      <div className="flex items-start gap-3">
        <input
          id={checkId}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-navy-800"
          checked={choice.isChecked}
          onChange={(event) => onChange({ isChecked: event.target.checked })}
        />
        <label htmlFor={checkId} className="grid min-w-0 gap-0.5">
          <span className="font-semibold break-words text-navy-950">{name}</span>
          <span className="text-sm text-navy-700">{CREDIT_ITEM_TYPE_LABELS[candidate.type]}</span>
          <span className="text-xs break-words text-navy-600">{candidate.line}</span>
        </label>
      </div>
      {choice.isChecked ? (
        <SelectField
          label={`Why you dispute ${name}`}
          value={choice.reason}
          onChange={(event) => onChange({ reason: event.target.value as DisputeReason | '' })}
        >
          <ReasonOptions />
        </SelectField>
      ) : null}
    </li>
  )
}
