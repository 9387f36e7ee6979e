import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import { StaffReviewInputSchema } from '#shared/contracts/admin-cases.contract.ts'
import {
  STAFF_REVIEW_FINDINGS,
  STAFF_REVIEW_FINDING_NAMES,
  type CaseStatus,
} from '#shared/domain/case-status.ts'
import { STATUSES_BEFORE_PREPARATION } from '#shared/domain/case-verdict.ts'
import { ChoiceGroup } from '#client/components/form/choice-group.tsx'
import { FormAlert } from '#client/components/form/form-alert.tsx'
import { TextareaField } from '#client/components/form/textarea-field.tsx'
import { ActionDialog } from '#client/components/ui/action-dialog.tsx'
import { reportActionError, toastDone } from '#client/components/ui/action-feedback.ts'
import { useRecordStaffReview } from '../case-admin.mutations.ts'
import { DialogButtons } from '#client/components/ui/dialog-buttons.tsx'

const FINDINGS = STAFF_REVIEW_FINDINGS.map((value) => ({ value, label: STAFF_REVIEW_FINDING_NAMES[value] }))

type StaffReviewDialogProps = { caseId: string; status: CaseStatus; isOpen: boolean; onClose: () => void }

/**
 * Staff's own eligibility finding on a case the check could not settle, with an optional note the
 * customer reads with it (the reason stays with staff: docs/decisions/050). Not eligible before
 * preparation starts is the guaranteed refund the customer accepted when paying before the review
 * (docs/decisions/021-case-follows-verdict.md); the dialog says so before it is recorded.
 */
export function StaffReviewDialog({ caseId, status, isOpen, onClose }: StaffReviewDialogProps) {
  return (
    <ActionDialog
      isOpen={isOpen}
      onClose={onClose}
      title="Record an eligibility review"
      description="Your finding on whether the customer is eligible now, after looking at the answers and documents."
    >
      <StaffReviewForm caseId={caseId} status={status} onDone={onClose} />
    </ActionDialog>
  )
}

function StaffReviewForm({
  caseId,
  status,
  onDone,
}: {
  caseId: string
  status: CaseStatus
  onDone: () => void
}) {
  const review = useRecordStaffReview(caseId)
  const form = useForm({
    resolver: zodResolver(StaffReviewInputSchema),
    defaultValues: { reason: '', noteForCustomer: '' },
  })
  const { errors, isSubmitting } = form.formState
  const finding = useWatch({ control: form.control, name: 'finding' })
  const isBeforePreparation = STATUSES_BEFORE_PREPARATION.includes(status)

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await review.mutateAsync(values)
      toastDone(
        'Review recorded',
        values.finding === 'NOT_ELIGIBLE' && isBeforePreparation
          ? 'The customer is refunded in full and was e-mailed.'
          : 'The finding is on the case.',
      )
      onDone()
    } catch (error) {
      reportActionError(error, form.setError, ['finding', 'reason', 'noteForCustomer'])
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormAlert message={errors.root?.server?.message} />
      <ChoiceGroup
        legend="Finding"
        type="radio"
        choices={FINDINGS}
        error={errors.finding?.message}
        registration={form.register('finding')}
      />
      {finding === 'NOT_ELIGIBLE' ? (
        <p
          role="note"
          className="rounded-md border border-yellow-600 bg-yellow-50 p-3 text-sm text-yellow-950"
        >
          {isBeforePreparation
            ? 'Document preparation has not started, so a not-eligible finding refunds everything the customer paid, in full, as guaranteed when they paid before our review. The customer is e-mailed.'
            : 'Document preparation has started, so no automatic refund is made: the finding is recorded on the case.'}
        </p>
      ) : null}
      <TextareaField
        label="Reason"
        hint="What decided it, for our team. The customer does not see it."
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      <TextareaField
        label="Note for the customer (optional)"
        hint="Shown to the customer with the finding on their case page."
        error={errors.noteForCustomer?.message}
        {...form.register('noteForCustomer')}
      />
      <DialogButtons
        submitLabel="Record review"
        busyLabel="Saving…"
        isBusy={isSubmitting}
        onCancel={onDone}
        isDestructive={finding === 'NOT_ELIGIBLE' && isBeforePreparation}
      />
    </form>
  )
}
