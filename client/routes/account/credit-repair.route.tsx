import { RequireUser } from '#client/features/auth/components/require-user.tsx'
import { CreditRepairPage } from '#client/features/credit-repair/components/credit-repair-page.tsx'

/** /credit-repair: the customer's VIP Credit Repair (docs/decisions/044-credit-repair.md). */
export function CreditRepairRoute() {
  return <RequireUser>{() => <CreditRepairPage />}</RequireUser>
}
