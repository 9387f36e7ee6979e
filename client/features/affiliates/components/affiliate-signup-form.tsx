import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type UseFormSetError } from 'react-hook-form'
import { Link } from 'react-router'
import { AffiliateSignupInputSchema } from '#shared/contracts/affiliates.contract.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import { PasswordSchema } from '#shared/domain/person-fields.ts'
import { FormAlert } from '#client/components/form/form-alert.tsx'
import { FormField } from '#client/components/form/form-field.tsx'
import { showServerError } from '#client/components/form/server-error.ts'
import { Button } from '#client/components/ui/button.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import { ApiError } from '#client/lib/api-client.ts'
import { pagePaths, withReturnTo } from '#client/lib/paths.ts'
import {
  AccountExistsError,
  AccountSignUpError,
  AffiliateSignupError,
  useJoinAffiliateProgram,
} from '../affiliates.mutations.ts'

const SignedOutSignupSchema = AffiliateSignupInputSchema.extend({ password: PasswordSchema })
type SignupValues = { name: string; email: string; password?: string }

const SIGNUP_FAILED = 'Failed to create affiliate account. Please try again.'
const ACCOUNT_EXISTS =
  'An account with this e-mail already exists. Sign in with it first, then join the program.'

type AffiliateSignupFormProps = {
  user: User | null
  /** A signed-out visitor's new account is signed in: the page stores the user. */
  onAccountCreated: (user: User) => Promise<void> | void
  /** The sign-in page's hint (e.g. the password rules), shown under the password field. */
  passwordHint: string
}

/**
 * Name and e-mail make the visitor an affiliate. A signed-out visitor also chooses a password: the
 * customer account is created first, since an affiliate is a customer with an affiliate profile
 * (DECISIONS §4). Mount it with a key on the signed-in state, as its fields depend on it.
 */
export function AffiliateSignupForm({ user, onAccountCreated, passwordHint }: AffiliateSignupFormProps) {
  const join = useJoinAffiliateProgram(user)
  const form = useForm<SignupValues>({
    resolver: zodResolver(user ? AffiliateSignupInputSchema : SignedOutSignupSchema),
    defaultValues: {
      name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
      email: user?.email ?? '',
      ...(user ? {} : { password: '' }),
    },
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { newUser } = await join.mutateAsync(values)
      if (newUser) await onAccountCreated(newUser)
    } catch (error) {
      if (error instanceof AccountExistsError) {
        form.setError('root.server', { type: 'server', message: ACCOUNT_EXISTS })
      } else if (error instanceof AccountSignUpError) {
        showAccountError(error.cause, form.setError)
      } else {
        if (error instanceof AffiliateSignupError && error.newUser) await onAccountCreated(error.newUser)
        toast({ variant: 'destructive', title: 'Error', description: SIGNUP_FAILED })
      }
    }
  })

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <FormAlert message={errors.root?.server?.message} />
      <FormField label="Name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
      <FormField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      {user ? null : (
        <FormField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={passwordHint}
          error={errors.password?.message}
          {...form.register('password')}
        />
      )}
      <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto sm:justify-self-start">
        {isSubmitting ? 'Creating your affiliate account…' : 'Join the Affiliate Program'}
      </Button>
      {user ? null : (
        <p className="text-sm text-navy-700">
          Already have an account?{' '}
          <Link
            to={withReturnTo(pagePaths.signIn, pagePaths.affiliate)}
            className="font-semibold text-navy-900 underline"
          >
            Sign in
          </Link>
        </p>
      )}
    </form>
  )
}

/** Why the account was refused, by field: its first and last names come from the one name field. */
function showAccountError(cause: unknown, setError: UseFormSetError<SignupValues>) {
  if (!(cause instanceof ApiError)) {
    showServerError(cause, setError, [])
    return
  }
  const { firstName, lastName, email, password } = cause.fields
  const byField = { name: firstName ?? lastName, email, password }
  let isShown = false
  for (const [field, message] of Object.entries(byField)) {
    if (!message) continue
    setError(field as keyof typeof byField, { type: 'server', message })
    isShown = true
  }
  if (!isShown) setError('root.server', { type: 'server', message: cause.serverMessage ?? cause.message })
}
