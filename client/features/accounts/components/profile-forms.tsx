import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import {
  ChangeEmailInputSchema,
  UpdateNameInputSchema,
  type AccountSettings,
} from '#shared/contracts/accounts.contract.ts'
import { FormAlert } from '#client/components/form/form-alert.tsx'
import { FormField } from '#client/components/form/form-field.tsx'
import { NameFields } from '#client/components/form/name-fields.tsx'
import { showServerError } from '#client/components/form/server-error.ts'
import { Button } from '#client/components/ui/button.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import { useChangeEmail, useUpdateName } from '../accounts.mutations.ts'

/** First and last name; users.name follows on the server. */
export function NameForm({ account, onSaved }: { account: AccountSettings; onSaved: () => void }) {
  const updateName = useUpdateName()
  const form = useForm({
    resolver: zodResolver(UpdateNameInputSchema),
    defaultValues: { firstName: account.firstName, lastName: account.lastName },
  })
  const { errors, isSubmitting } = form.formState
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { message } = await updateName.mutateAsync(values)
      toast({ variant: 'success', title: 'Name saved', description: message })
      onSaved()
    } catch (error) {
      showServerError(error, form.setError, ['firstName', 'lastName'])
    }
  })
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Your name">
      <FormAlert message={errors.root?.server?.message} />
      <NameFields register={form.register} errors={errors} />
      <Button type="submit" disabled={isSubmitting} className="justify-self-start">
        {isSubmitting ? 'Saving…' : 'Save name'}
      </Button>
    </form>
  )
}

/** A new e-mail address: a link goes to it, and the address changes once it is opened. */
export function EmailForm({ account }: { account: AccountSettings }) {
  const changeEmail = useChangeEmail()
  const form = useForm({ resolver: zodResolver(ChangeEmailInputSchema), defaultValues: { newEmail: '' } })
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { message } = await changeEmail.mutateAsync(values)
      toast({ variant: 'success', title: 'Check your new inbox', description: message })
      form.reset({ newEmail: '' })
    } catch (error) {
      showServerError(error, form.setError, ['newEmail'])
    }
  })
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Your e-mail address">
      <p className="text-sm text-navy-700">
        Your e-mail address is <strong className="break-all text-navy-950">{account.email}</strong>
        {account.isEmailVerified ? ' (confirmed).' : ' (not confirmed yet).'}
      </p>
      <FormAlert message={errors.root?.server?.message} />
      <FormField
        label="New e-mail address"
        type="email"
        autoComplete="email"
        hint="We send a link to the new address. Your address changes once you open it, and we tell the old one."
        error={errors.newEmail?.message}
        {...form.register('newEmail')}
      />
      {isSubmitSuccessful && changeEmail.data ? (
        <p role="status" className="text-sm text-green-800">
          {changeEmail.data.message}
        </p>
      ) : null}
      <Button type="submit" variant="outline" disabled={isSubmitting} className="justify-self-start">
        {isSubmitting ? 'Sending…' : 'Change e-mail'}
      </Button>
    </form>
  )
}
