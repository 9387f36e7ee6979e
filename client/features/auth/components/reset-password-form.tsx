import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { ResetPasswordInputSchema } from '#shared/contracts/auth.contract.ts'
import { FormAlert } from '#client/components/form/form-alert.tsx'
import { FormField } from '#client/components/form/form-field.tsx'
import { showServerError } from '#client/components/form/server-error.ts'
import { Button } from '#client/components/ui/button.tsx'
import { useResetPassword } from '../auth.mutations.ts'
import { PASSWORD_HINT } from '../password-hint.ts'

/** Sets the new password; `onReset` receives the server's confirmation to show on the next page. */
export function ResetPasswordForm({ token, onReset }: { token: string; onReset: (message: string) => void }) {
  const resetPassword = useResetPassword()
  const form = useForm({
    resolver: zodResolver(ResetPasswordInputSchema),
    defaultValues: { token, password: '' },
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { message } = await resetPassword.mutateAsync(values)
      onReset(message)
    } catch (error) {
      showServerError(error, form.setError, ['password'])
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormAlert message={errors.root?.server?.message ?? errors.token?.message} />
      <FormField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Saving…' : 'Set new password'}
      </Button>
    </form>
  )
}
