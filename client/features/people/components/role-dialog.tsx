import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import {
  RoleChangeInputSchema,
  TYPE_EMAIL_TO_CONFIRM_MESSAGE,
  type PersonRow,
} from '#shared/contracts/people.contract.ts'
import { FormAlert } from '#client/components/form/form-alert.tsx'
import { FormField } from '#client/components/form/form-field.tsx'
import { ActionDialog } from '#client/components/ui/action-dialog.tsx'
import { reportActionError, toastDone } from '#client/components/ui/action-feedback.ts'
import { DialogButtons } from '#client/components/ui/dialog-buttons.tsx'
import { useSetRole } from '../people.mutations.ts'

type RoleDialogProps = { person: PersonRow; isOpen: boolean; onClose: () => void }

/**
 * Grants or removes ADMIN. The admin types the person's e-mail address to confirm, so a slip of
 * the mouse never hands out (or takes away) the back office.
 */
export function RoleDialog({ person, isOpen, onClose }: RoleDialogProps) {
  const isGranting = person.role !== 'ADMIN'
  return (
    <ActionDialog
      isOpen={isOpen}
      onClose={onClose}
      title={isGranting ? 'Make this person an admin' : 'Remove admin rights'}
      description={
        isGranting
          ? 'An admin sees every customer, case, order and message, and can change them.'
          : 'This person keeps their account but loses the back office at once.'
      }
    >
      <RoleForm person={person} isGranting={isGranting} onDone={onClose} />
    </ActionDialog>
  )
}

function RoleForm({
  person,
  isGranting,
  onDone,
}: {
  person: PersonRow
  isGranting: boolean
  onDone: () => void
}) {
  const setRole = useSetRole()
  const form = useForm({
    resolver: zodResolver(
      RoleChangeInputSchema.refine((input) => input.confirm === person.email, {
        path: ['confirm'],
        message: TYPE_EMAIL_TO_CONFIRM_MESSAGE,
      }),
    ),
    defaultValues: { role: isGranting ? ('ADMIN' as const) : ('USER' as const), confirm: '' },
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await setRole.mutateAsync({ userId: person.id, body })
      toastDone(isGranting ? 'Admin rights granted' : 'Admin rights removed', person.email)
      onDone()
    } catch (error) {
      reportActionError(error, form.setError, ['confirm'])
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormAlert message={errors.root?.server?.message ?? errors.role?.message} />
      <FormField
        label={`Type ${person.email} to confirm`}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="none"
        error={errors.confirm?.message}
        {...form.register('confirm')}
      />
      <DialogButtons
        submitLabel={isGranting ? 'Make admin' : 'Remove admin'}
        busyLabel="Saving…"
        isBusy={isSubmitting}
        onCancel={onDone}
        isDestructive={!isGranting}
      />
    </form>
  )
}
