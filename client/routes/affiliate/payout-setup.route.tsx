import { useNavigate } from 'react-router'
import { AccountCard } from '#client/components/layout/account-card.tsx'
import { SandboxPayoutForm } from '#client/features/affiliates/components/sandbox-payout-form.tsx'
import { RequireUser } from '#client/features/auth/components/require-user.tsx'
import { affiliateTabPath } from '#client/features/affiliates/affiliate-paths.ts'

/**
 * /affiliate/payout-setup: the sandbox payout provider's onboarding form, where POST
 * /api/affiliate/payout-account sends the affiliate when no real provider is configured.
 */
export function AffiliatePayoutSetupRoute() {
  const navigate = useNavigate()
  return (
    <RequireUser>
      {(user) => (
        <AccountCard
          title="Set up your payout account"
          description="Test mode: no real bank is contacted. Enter the account your affiliate payouts go to by ACH."
        >
          <SandboxPayoutForm userId={user.id} onSaved={() => void navigate(affiliateTabPath('payouts'))} />
        </AccountCard>
      )}
    </RequireUser>
  )
}
