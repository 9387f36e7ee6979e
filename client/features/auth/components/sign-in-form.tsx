import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { SignInInputSchema } from '#shared/contracts/auth.contract.ts'
import { FormAlert } from '#client/components/form/form-alert.tsx'
import { FormField } from '#client/components/form/form-field.tsx'
import { showServerError } from '#client/components/form/server-error.ts'
import { Button } from '#client/components/ui/button.tsx'
import { pagePaths } from '#client/lib/paths.ts'
import { useSignIn } from '../auth.mutations.ts'

/** Signs in; the page moves on once the user is in the cache (see useRedirectSignedIn). */
export function SignInForm() {
  const signIn = useSignIn()
  const form = useForm({
    resolver: zodResolver(SignInInputSchema),
    defaultValues: { email: '', password: '' },
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signIn.mutateAsync(values)
    } catch (error) {
      showServerError(error, form.setError, ['email', 'password'])
    }
  })

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
      <div className="grid gap-1.5">
        <FormField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Link
          to={pagePaths.forgotPassword}
          className="justify-self-end text-sm font-medium text-navy-700 underline"
        >
          Forgot your password?
        </Link>
      </div>
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  )
}
