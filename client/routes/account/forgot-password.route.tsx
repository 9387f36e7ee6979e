import { Link } from 'react-router'
import { AccountCard } from '#client/components/layout/account-card.tsx'
import { ForgotPasswordForm } from '#client/features/auth/components/forgot-password-form.tsx'
import { pagePaths } from '#client/lib/paths.ts'

export function ForgotPasswordRoute() {
  return (
    <AccountCard
      title="Reset your password"
      description="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={
        <Link to={pagePaths.signIn} className="font-semibold text-navy-900 underline">
          Back to sign in
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AccountCard>
  )
}
