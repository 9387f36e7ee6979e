import type { User } from '#shared/contracts/auth.contract.ts'
import { EmailVerificationNotice } from '#client/features/auth/components/email-verification-notice.tsx'
import { RequireUser } from '#client/features/auth/components/require-user.tsx'
import { useEmailVerifiedToast } from '#client/features/auth/use-email-verified-toast.ts'

export function DashboardRoute() {
  useEmailVerifiedToast()
  return <RequireUser>{(user) => <Dashboard user={user} />}</RequireUser>
}

function Dashboard({ user }: { user: User }) {
  return (
    <div className="mx-auto grid w-full max-w-6xl content-start gap-6 px-4 py-10 sm:py-12">
      <div>
        <h1 className="text-3xl font-bold break-words text-navy-950">
          Welcome back, {user.firstName || 'User'}!
        </h1>
        <p className="mt-2 text-navy-700">Manage your firearm rights restoration cases and track progress</p>
      </div>
      <EmailVerificationNotice user={user} />
    </div>
  )
}
