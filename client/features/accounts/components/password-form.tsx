import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { ChangePasswordInputSchema } from '#shared/contracts/accounts.contract.ts'
import { FormAlert } from '#client/components/form/form-alert.tsx'
import { FormField } from '#client/components/form/form-field.tsx'
import { showServerError } from '#client/components/form/server-error.ts'
import { Button } from '#client/components/ui/button.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import { useChangePassword } from '../accounts.mutations.ts'

/** The current password, then the new one; every other device is signed out. */
export function PasswordForm({ passwordHint }: { passwordHint: string }) {
  const changePassword = useChangePassword()
  const form = useForm({
    resolver: zodResolver(ChangePasswordInputSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  })
  const { errors, isSubmitting } = form.formState
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { message } = await changePassword.mutateAsync(values)
      toast({ variant: 'success', title: 'Password changed', description: message })
      form.reset()
    } catch (error) {
      showServerError(error, form.setError, ['currentPassword', 'newPassword'])
    }
  })
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Change your password">
      <FormAlert message={errors.root?.server?.message} />
      <FormField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <FormField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={passwordHint}
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <Button type="submit" disabled={isSubmitting} className="justify-self-start">
        {isSubmitting ? 'Saving…' : 'Change password'}
      </Button>
    </form>
  )
}
