import { zodResolver } from '@hookform/resolvers/zod'
import { MailCheck } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { SIGN_UP_CHECK_EMAIL_MESSAGE, SignUpInputSchema } from '#shared/contracts/auth.contract.ts'
import { FormAlert } from '#client/components/form/form-alert.tsx'
import { FormField } from '#client/components/form/form-field.tsx'
import { NameFields } from '#client/components/form/name-fields.tsx'
import { showServerError } from '#client/components/form/server-error.ts'
import { Button } from '#client/components/ui/button.tsx'
import { useSignUp } from '../auth.mutations.ts'
import { PASSWORD_HINT } from '../password-hint.ts'

/**
 * Creates the account and signs in; the page moves on once the user is in the cache. When no
 * session comes back (the e-mail already has an account), the next step is in the e-mail we sent.
 */
export function SignUpForm() {
  const signUp = useSignUp()
  const form = useForm({
    resolver: zodResolver(SignUpInputSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync(values)
    } catch (error) {
      showServerError(error, form.setError, ['firstName', 'lastName', 'email', 'password'])
    }
  })

  if (signUp.data && !signUp.data.user) {
    return (
      <div
        role="status"
        className="flex gap-3 rounded-md border border-green-700 bg-green-50 p-4 text-green-950"
      >
        <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="grid gap-1">
          <p className="font-semibold">{SIGN_UP_CHECK_EMAIL_MESSAGE}</p>
          <p>
            We have sent a message to {signUp.variables.email} with what to do next. It can take a minute to
            arrive; look in your spam folder too.
          </p>
        </div>
      </div>
    )
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormAlert message={errors.root?.server?.message} />
      <NameFields register={form.register} errors={errors} />
      <FormField
        label="E-mail"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Creating your account…' : 'Create account'}
      </Button>
    </form>
  )
}
