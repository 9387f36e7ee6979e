import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { AdminLoginInputSchema } from '#shared/contracts/admin-session.contract.ts'
import { FormAlert } from '#client/components/form/form-alert.tsx'
import { FormField } from '#client/components/form/form-field.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { ApiError } from '#client/lib/api-client.ts'
import { useAdminLogin } from '../admin-session.mutations.ts'

// The back office's sign-in messages (spec 002 §2.2, error catalogue).
const LOGIN_FAILED = 'Login failed'
const NETWORK_ERROR = 'Network error. Please try again.'

/** The back office's own sign-in form: e-mail and password; `onSignedIn` runs once the admin is in. */
export function AdminSignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const login = useAdminLogin()
  const form = useForm({
    resolver: zodResolver(AdminLoginInputSchema),
    defaultValues: { username: '', password: '' },
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values)
      onSignedIn()
    } catch (error) {
      const message = error instanceof ApiError ? (error.serverMessage ?? LOGIN_FAILED) : NETWORK_ERROR
      form.setError('root.server', { type: 'server', message })
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormAlert message={errors.root?.server?.message} />
      <FormField
        label="E-mail"
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        error={errors.username?.message}
        {...form.register('username')}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  )
}
