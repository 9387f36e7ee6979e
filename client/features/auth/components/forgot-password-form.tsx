import { zodResolver } from '@hookform/resolvers/zod'
import { CircleCheck } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { RequestPasswordResetInputSchema } from '#shared/contracts/auth.contract.ts'
import { FormAlert } from '#client/components/form/form-alert.tsx'
import { FormField } from '#client/components/form/form-field.tsx'
import { showServerError } from '#client/components/form/server-error.ts'
import { Button } from '#client/components/ui/button.tsx'
import { useRequestPasswordReset } from '../auth.mutations.ts'

export function ForgotPasswordForm() {
  const requestReset = useRequestPasswordReset()
  const form = useForm({
    resolver: zodResolver(RequestPasswordResetInputSchema),
    defaultValues: { email: '' },
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await requestReset.mutateAsync(values)
    } catch (error) {
      showServerError(error, form.setError, ['email'])
    }
  })

  if (requestReset.data) {
    return (
      <div
        role="status"
        className="flex gap-3 rounded-md border border-green-700 bg-green-50 p-4 text-green-950"
      >
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>{requestReset.data.message}</p>
      </div>
    )
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormAlert message={errors.root?.server?.message} />
      <FormField
        label="E-mail"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Sending…' : 'Send reset link'}
      </Button>
    </form>
  )
}
