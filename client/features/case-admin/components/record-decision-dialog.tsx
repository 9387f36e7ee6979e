import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { RecordDecisionInputSchema } from '#shared/contracts/admin-cases.contract.ts'
import { CASE_DECISION_OUTCOMES, CASE_DECISION_OUTCOME_NAMES } from '#shared/domain/case-status.ts'
import { FILE_LIMITS, hasAcceptedExtension, UPLOAD_ACCEPT } from '#shared/domain/uploads.ts'
import { ChoiceGroup } from '#client/components/form/choice-group.tsx'
import { FileField } from '#client/components/form/file-field.tsx'
import { FormAlert } from '#client/components/form/form-alert.tsx'
import { FormField } from '#client/components/form/form-field.tsx'
import { TextareaField } from '#client/components/form/textarea-field.tsx'
import { ActionDialog } from '#client/components/ui/action-dialog.tsx'
import { todayIsoDate } from '#client/lib/dates.ts'
import { reportActionError, toastDone } from '#client/components/ui/action-feedback.ts'
import { useRecordDecision } from '../case-admin.mutations.ts'
import { DialogButtons } from '#client/components/ui/dialog-buttons.tsx'

const OUTCOMES = CASE_DECISION_OUTCOMES.map((value) => ({ value, label: CASE_DECISION_OUTCOME_NAMES[value] }))
const DecisionFormSchema = RecordDecisionInputSchema.omit({ letterObjectId: true })
const LETTER_HINT = `A PDF, PNG or JPEG of the authority's letter, up to ${FILE_LIMITS.maxBytes / 1_048_576} MB (optional).`

type RecordDecisionDialogProps = { caseId: string; isOpen: boolean; onClose: () => void }

/** Records the filing authority's decision on a submitted case: outcome, date, letter and a note. */
export function RecordDecisionDialog({ caseId, isOpen, onClose }: RecordDecisionDialogProps) {
  return (
    <ActionDialog
      isOpen={isOpen}
      onClose={onClose}
      title="Record the decision"
      description="The case moves to Decision and the customer is e-mailed the outcome and what comes next."
    >
      <RecordDecisionForm caseId={caseId} onDone={onClose} />
    </ActionDialog>
  )
}

function RecordDecisionForm({ caseId, onDone }: { caseId: string; onDone: () => void }) {
  const record = useRecordDecision(caseId)
  const [letter, setLetter] = useState<File | null>(null)
  const [letterError, setLetterError] = useState<string | undefined>()
  const form = useForm({
    resolver: zodResolver(DecisionFormSchema),
    defaultValues: { decidedOn: todayIsoDate(), note: '' },
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    if (letterError) return
    try {
      await record.mutateAsync({ ...values, letter })
      toastDone('Decision recorded', 'The customer was e-mailed the outcome.')
      onDone()
    } catch (error) {
      reportActionError(error, form.setError, ['outcome', 'decidedOn', 'note'])
    }
  })

  const onLetter = (file: File | null) => {
    setLetter(file)
    setLetterError(
      file === null
        ? undefined
        : !hasAcceptedExtension(file.name)
          ? 'Choose a PDF, PNG or JPEG file.'
          : file.size > FILE_LIMITS.maxBytes
            ? `The file is larger than ${FILE_LIMITS.maxBytes / 1_048_576} MB.`
            : undefined,
    )
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormAlert message={errors.root?.server?.message} />
      <ChoiceGroup
        legend="Outcome"
        type="radio"
        choices={OUTCOMES}
        error={errors.outcome?.message}
        registration={form.register('outcome')}
      />
      <FormField
        label="Decision date"
        type="date"
        max={todayIsoDate()}
        error={errors.decidedOn?.message}
        {...form.register('decidedOn')}
      />
      <FileField
        label="Decision letter"
        accept={UPLOAD_ACCEPT}
        hint={LETTER_HINT}
        error={letterError}
        onChange={(event) => onLetter(event.target.files?.[0] ?? null)}
      />
      <TextareaField label="Note (optional)" error={errors.note?.message} {...form.register('note')} />
      <DialogButtons
        submitLabel="Record decision"
        busyLabel={letter ? 'Uploading…' : 'Saving…'}
        isBusy={isSubmitting}
        onCancel={onDone}
      />
    </form>
  )
}
