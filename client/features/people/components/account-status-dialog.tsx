import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { AccountStatusInputSchema, type PersonRow } from '#shared/contracts/people.contract.ts'
import { FormAlert } from '#client/components/form/form-alert.tsx'
import { TextareaField } from '#client/components/form/textarea-field.tsx'
import { ActionDialog } from '#client/components/ui/action-dialog.tsx'
import { reportActionError, toastDone } from '#client/components/ui/action-feedback.ts'
import { DialogButtons } from '#client/components/ui/dialog-buttons.tsx'
import { useSetAccountEnabled } from '../people.mutations.ts'

type AccountStatusDialogProps = { person: PersonRow; isOpen: boolean; onClose: () => void }

/** Disables an account (its sessions end at once) or enables it again, with a reason (audited). */
export function AccountStatusDialog({ person, isOpen, onClose }: AccountStatusDialogProps) {
  const isDisabling = person.disabledAt === null
  return (
    <ActionDialog
      isOpen={isOpen}
      onClose={onClose}
      title={isDisabling ? 'Disable this account' : 'Enable this account'}
      description={
        isDisabling
          ? `${person.email} is signed out everywhere at once and cannot sign in until the account is enabled again.`
          : `${person.email} can sign in again.`
      }
    >
      <AccountStatusForm person={person} isDisabling={isDisabling} onDone={onClose} />
    </ActionDialog>
  )
}

function AccountStatusForm({
  person,
  isDisabling,
  onDone,
}: {
  person: PersonRow
  isDisabling: boolean
  onDone: () => void
}) {
  const setEnabled = useSetAccountEnabled()
  const form = useForm({ resolver: zodResolver(AccountStatusInputSchema), defaultValues: { reason: '' } })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await setEnabled.mutateAsync({ userId: person.id, isEnabled: !isDisabling, body })
      toastDone(isDisabling ? 'Account disabled' : 'Account enabled', person.email)
      onDone()
    } catch (error) {
      reportActionError(error, form.setError, ['reason'])
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormAlert message={errors.root?.server?.message} />
      <TextareaField
        label="Reason"
        hint="Kept in the audit log."
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      <DialogButtons
        submitLabel={isDisabling ? 'Disable account' : 'Enable account'}
        busyLabel="Saving…"
        isBusy={isSubmitting}
        onCancel={onDone}
        isDestructive={isDisabling}
      />
    </form>
  )
}
