import { deactivationDueAt } from '#shared/domain/affiliates.ts'
import { listActiveAffiliates } from '../affiliates.repository.ts'
import { lastSaleByAffiliate } from './ledger.repository.ts'
import type { UseCaseDeps } from '../use-case-deps.ts'

export type InactivityDeps = Pick<UseCaseDeps, 'db' | 'settings'>

/** When each active affiliate is due for deactivation without a new direct sale. */
export function createDeactivationDates(deps: InactivityDeps) {
  return async function deactivationDates(): Promise<Map<string, Date>> {
    const s = await deps.settings.getSettings()
    const lastSales = await lastSaleByAffiliate(deps.db)
    const due = new Map<string, Date>()
    for (const affiliate of await listActiveAffiliates(deps.db)) {
      due.set(
        affiliate.id,
        deactivationDueAt(
          activeSince(affiliate),
          lastSales.get(affiliate.id) ?? null,
          s.affiliateInactivityDays,
        ),
      )
    }
    return due
  }
}

/** When the affiliate's current active spell began: sign-up, or the latest reactivation. */
export function activeSince(affiliate: {
  signedUpAt: Date
  status: string
  statusChangedAt: Date | null
}): Date {
  const changed = affiliate.status === 'ACTIVE' ? affiliate.statusChangedAt : null
  return changed && changed.getTime() > affiliate.signedUpAt.getTime() ? changed : affiliate.signedUpAt
}
