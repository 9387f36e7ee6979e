import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { ReviewDocumentInputSchema } from '#shared/contracts/documents.contract.ts'
import { ReviewFingerprintInputSchema } from '#shared/contracts/fingerprints.contract.ts'
import { FormAlert } from '#client/components/form/form-alert.tsx'
import { TextareaField } from '#client/components/form/textarea-field.tsx'
import { ActionDialog } from '#client/components/ui/action-dialog.tsx'
import { reportActionError, toastDone } from '#client/components/ui/action-feedback.ts'
import { useReviewDocument, useReviewFingerprint } from '../case-admin.mutations.ts'
import { DialogButtons } from '#client/components/ui/dialog-buttons.tsx'

export type ReviewDecision = 'ACCEPTED' | 'REJECTED'

/** What is being reviewed: one document or one fingerprint file of the case. */
export type ReviewTarget = {
  kind: 'document' | 'fingerprint'
  id: string
  /** How staff know it: 'Certified copy of the judgment (judgment.pdf)'. */
  name: string
  decision: ReviewDecision
}

type ReviewDialogProps = { caseId: string; target: ReviewTarget | null; onClose: () => void }

/** Accepts or rejects a document or a fingerprint file, with the reason (required to reject). */
export function ReviewDialog({ caseId, target, onClose }: ReviewDialogProps) {
  const isReject = target?.decision === 'REJECTED'
  const what = target?.kind === 'fingerprint' ? 'fingerprint file' : 'document'
  return (
    <ActionDialog
      isOpen={target !== null}
      onClose={onClose}
      title={isReject ? `Reject this ${what}` : `Accept this ${what}`}
      description={
        target ? (
          <p>
            <span className="font-semibold">{target.name}</span>.{' '}
            {isReject
              ? 'The customer is e-mailed your reason and asked for a new one.'
              : 'It counts toward the case’s checklist.'}
          </p>
        ) : null
      }
    >
      {target ? (
        <ReviewForm
          key={`${target.id}-${target.decision}`}
          caseId={caseId}
          target={target}
          onDone={onClose}
        />
      ) : null}
    </ActionDialog>
  )
}

type ReviewValues = z.input<typeof ReviewDocumentInputSchema>

function ReviewForm({
  caseId,
  target,
  onDone,
}: {
  caseId: string
  target: ReviewTarget
  onDone: () => void
}) {
  const reviewDocument = useReviewDocument(caseId)
  const reviewFingerprint = useReviewFingerprint(caseId)
  const isReject = target.decision === 'REJECTED'
  // Both schemas take { decision, reason }; each list checks its own (a fingerprint reason is one line).
  const schema = target.kind === 'fingerprint' ? ReviewFingerprintInputSchema : ReviewDocumentInputSchema
  const form = useForm<ReviewValues>({
    resolver: zodResolver(schema as typeof ReviewDocumentInputSchema),
    defaultValues: { decision: target.decision, reason: '' } as ReviewValues,
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (target.kind === 'fingerprint') {
        await reviewFingerprint.mutateAsync({
          fingerprintId: target.id,
          review: ReviewFingerprintInputSchema.parse(values),
        })
      } else {
        await reviewDocument.mutateAsync({
          documentId: target.id,
          review: ReviewDocumentInputSchema.parse(values),
        })
      }
      toastDone(
        isReject ? 'Rejected' : 'Accepted',
        isReject ? 'The customer was e-mailed the reason.' : `${target.name} was accepted.`,
      )
      onDone()
    } catch (error) {
      reportActionError(error, form.setError, ['reason'])
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormAlert message={errors.root?.server?.message} />
      <TextareaField
        label={isReject ? 'Reason' : 'Note (optional)'}
        hint={isReject ? 'What is wrong and what the customer should send instead.' : undefined}
        error={errors.reason?.message}
        {...form.register('reason', {
          // An empty note is no note: the schema's optional reason, not a too-short one.
          setValueAs: (value: string) => (value.trim() === '' && !isReject ? undefined : value),
        })}
      />
      <DialogButtons
        submitLabel={isReject ? 'Reject' : 'Accept'}
        busyLabel="Saving…"
        isBusy={isSubmitting}
        onCancel={onDone}
        isDestructive={isReject}
      />
    </form>
  )
}
