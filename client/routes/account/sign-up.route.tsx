import { Link } from 'react-router'
import { AccountCard } from '#client/components/layout/account-card.tsx'
import { SignUpForm } from '#client/features/auth/components/sign-up-form.tsx'
import { useRedirectSignedIn } from '#client/features/auth/use-redirect-signed-in.ts'
import { pagePaths, withReturnTo } from '#client/lib/paths.ts'

export function SignUpRoute() {
  const { returnTo } = useRedirectSignedIn()
  return (
    <AccountCard
      title="Create your account"
      description="Start your restoration online and follow every step of your case."
      footer={
        <p>
          Already have an account?{' '}
          <Link
            to={withReturnTo(pagePaths.signIn, returnTo)}
            className="font-semibold text-navy-900 underline"
          >
            Sign in
          </Link>
        </p>
      }
    >
      <SignUpForm />
    </AccountCard>
  )
}
