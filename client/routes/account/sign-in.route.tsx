import { Link, useSearchParams } from 'react-router'
import { FormAlert } from '#client/components/form/form-alert.tsx'
import { AccountCard } from '#client/components/layout/account-card.tsx'
import { SignInForm } from '#client/features/auth/components/sign-in-form.tsx'
import { useRedirectSignedIn } from '#client/features/auth/use-redirect-signed-in.ts'
import { pagePaths, withReturnTo } from '#client/lib/paths.ts'

export function SignInRoute() {
  const { returnTo } = useRedirectSignedIn()
  const [searchParams] = useSearchParams()
  const isVerificationLinkBad = searchParams.get('emailVerified') === '0'

  return (
    <AccountCard
      title="Sign in to your account"
      description="Sign in to follow your cases."
      footer={
        <p>
          New here?{' '}
          <Link
            to={withReturnTo(pagePaths.signUp, returnTo)}
            className="font-semibold text-navy-900 underline"
          >
            Create an account
          </Link>
        </p>
      }
    >
      {isVerificationLinkBad ? (
        <div className="mb-5">
          <FormAlert message="That confirmation link has expired or was already used. Sign in to send yourself a new one." />
        </div>
      ) : null}
      <SignInForm />
    </AccountCard>
  )
}
