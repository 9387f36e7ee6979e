import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { CreateDocumentRequestInputSchema } from '#shared/contracts/documents.contract.ts'
import { DOCUMENT_REQUIREMENT_CODES } from '#shared/domain/documents.ts'
import { REQUIREMENT_LABELS } from '#shared/domain/fulfilment/requirements.ts'
import type { RequirementCode } from '#shared/domain/fulfilment/types.ts'
import { FormAlert } from '#client/components/form/form-alert.tsx'
import { FormField } from '#client/components/form/form-field.tsx'
import { SelectField } from '#client/components/form/select-field.tsx'
import { TextareaField } from '#client/components/form/textarea-field.tsx'
import { ActionDialog } from '#client/components/ui/action-dialog.tsx'
import { reportActionError, toastDone } from '#client/components/ui/action-feedback.ts'
import { useRequestDocument } from '../case-admin.mutations.ts'
import { DialogButtons } from '#client/components/ui/dialog-buttons.tsx'

type RequestDocumentDialogProps = {
  caseId: string
  isOpen: boolean
  onClose: () => void
  /** A checklist item to ask for (from its row); none: staff choose or name it. */
  requirementCode?: RequirementCode | undefined
}

/** Asks the customer for a document: a checklist item or a document named here, and why. */
export function RequestDocumentDialog({
  caseId,
  isOpen,
  onClose,
  requirementCode,
}: RequestDocumentDialogProps) {
  return (
    <ActionDialog
      isOpen={isOpen}
      onClose={onClose}
      title="Request a document"
      description="The customer is e-mailed the request with your reason, and sees it on their case page until the document arrives."
    >
      <RequestDocumentForm caseId={caseId} onDone={onClose} requirementCode={requirementCode} />
    </ActionDialog>
  )
}

function RequestDocumentForm({
  caseId,
  onDone,
  requirementCode,
}: {
  caseId: string
  onDone: () => void
  requirementCode: RequirementCode | undefined
}) {
  const request = useRequestDocument(caseId)
  const form = useForm({
    resolver: zodResolver(CreateDocumentRequestInputSchema),
    defaultValues: {
      requirementCode,
      label: requirementCode ? REQUIREMENT_LABELS[requirementCode] : '',
      reason: '',
    },
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values)
      toastDone('Document requested', 'The customer was e-mailed the request.')
      onDone()
    } catch (error) {
      reportActionError(error, form.setError, ['requirementCode', 'label', 'reason'])
    }
  })

  const requirementField = form.register('requirementCode', {
    setValueAs: (value: string) => (value ? value : undefined),
    // Choosing an item names the document after it; staff may still reword the name.
    onChange: (event: { target: { value: string } }) => {
      const code = event.target.value as RequirementCode | ''
      if (code) form.setValue('label', REQUIREMENT_LABELS[code], { shouldValidate: true })
    },
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormAlert message={errors.root?.server?.message} />
      <SelectField label="Checklist item" error={errors.requirementCode?.message} {...requirementField}>
        <option value="">Something else (name it below)</option>
        {DOCUMENT_REQUIREMENT_CODES.map((code) => (
          <option key={code} value={code}>
            {REQUIREMENT_LABELS[code]}
          </option>
        ))}
      </SelectField>
      <FormField
        label="Document"
        hint="What the customer should send, in plain words."
        error={errors.label?.message}
        {...form.register('label')}
      />
      <TextareaField
        label="Reason"
        hint="Why it is needed: the customer reads this in the e-mail."
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      <DialogButtons
        submitLabel="Send request"
        busyLabel="Sending…"
        isBusy={isSubmitting}
        onCancel={onDone}
      />
    </form>
  )
}
