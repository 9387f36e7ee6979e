import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { MoveCaseStatusInputSchema } from '#shared/contracts/admin-cases.contract.ts'
import { caseStatusName, type CaseStatus } from '#shared/domain/case-status.ts'
import { FormAlert } from '#client/components/form/form-alert.tsx'
import { SelectField } from '#client/components/form/select-field.tsx'
import { TextareaField } from '#client/components/form/textarea-field.tsx'
import { ActionDialog } from '#client/components/ui/action-dialog.tsx'
import { reportActionError, toastDone } from '#client/components/ui/action-feedback.ts'
import { useMoveCaseStatus } from '../case-admin.mutations.ts'
import { STATUS_OPTIONS } from '../case-labels.ts'
import { DialogButtons } from '#client/components/ui/dialog-buttons.tsx'

type MoveStatusDialogProps = { caseId: string; status: CaseStatus; isOpen: boolean; onClose: () => void }

/** Moves a case to another status by hand, with the reason its customer and the activity log get. */
export function MoveStatusDialog({ caseId, status, isOpen, onClose }: MoveStatusDialogProps) {
  return (
    <ActionDialog
      isOpen={isOpen}
      onClose={onClose}
      title="Move status"
      description={`The case is now at ${caseStatusName(status)}. The customer is e-mailed the new status and your reason.`}
    >
      <MoveStatusForm caseId={caseId} status={status} onDone={onClose} />
    </ActionDialog>
  )
}

function MoveStatusForm({
  caseId,
  status,
  onDone,
}: {
  caseId: string
  status: CaseStatus
  onDone: () => void
}) {
  const move = useMoveCaseStatus(caseId)
  const form = useForm({ resolver: zodResolver(MoveCaseStatusInputSchema), defaultValues: { reason: '' } })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await move.mutateAsync(values)
      toastDone('Status changed', `The case is now at ${caseStatusName(values.to)}.`)
      onDone()
    } catch (error) {
      reportActionError(error, form.setError, ['to', 'reason'])
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormAlert message={errors.root?.server?.message} />
      <SelectField
        label="New status"
        error={errors.to?.message}
        {...form.register('to', { setValueAs: (value: string) => (value ? value : undefined) })}
      >
        <option value="">Choose a status</option>
        {STATUS_OPTIONS.filter((option) => option.value !== status).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <TextareaField label="Reason" error={errors.reason?.message} {...form.register('reason')} />
      <DialogButtons submitLabel="Move status" busyLabel="Saving…" isBusy={isSubmitting} onCancel={onDone} />
    </form>
  )
}
