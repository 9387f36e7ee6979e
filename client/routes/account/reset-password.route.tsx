import { Link, useNavigate, useSearchParams } from 'react-router'
import { ResetPasswordInputSchema } from '#shared/contracts/auth.contract.ts'
import { FormAlert } from '#client/components/form/form-alert.tsx'
import { AccountCard } from '#client/components/layout/account-card.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import { ResetPasswordForm } from '#client/features/auth/components/reset-password-form.tsx'
import { pagePaths } from '#client/lib/paths.ts'

export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const token = searchParams.get('token') ?? ''
  const tokenCheck = ResetPasswordInputSchema.shape.token.safeParse(token)

  const onReset = (message: string) => {
    toast({ variant: 'success', title: 'Password changed', description: message })
    void navigate(pagePaths.signIn, { replace: true })
  }

  return (
    <AccountCard
      title="Choose a new password"
      footer={
        <Link to={pagePaths.forgotPassword} className="font-semibold text-navy-900 underline">
          Request a new reset link
        </Link>
      }
    >
      {tokenCheck.success ? (
        <ResetPasswordForm token={token} onReset={onReset} />
      ) : (
        <FormAlert message={tokenCheck.error.issues[0]?.message} />
      )}
    </AccountCard>
  )
}
