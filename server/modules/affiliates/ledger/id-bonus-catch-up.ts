import { LEDGER_ENTRY_LABELS } from '#shared/domain/affiliates.ts'
import { insertEntry, listSalesWithoutIdBonus } from './ledger.repository.ts'
import type { UseCaseDeps } from '../use-case-deps.ts'

export type IdBonusCatchUpDeps = UseCaseDeps & {
  isIdentityVerified(userId: string): Promise<boolean>
}

/**
 * A customer who verifies their identity after paying still earns their affiliate the bonus,
 * as long as the sale is within its hold period.
 */
export function createCatchUpIdBonuses(deps: IdBonusCatchUpDeps) {
  return async function catchUpIdBonuses(): Promise<number> {
    const s = await deps.settings.getSettings()
    if (s.affiliateIdVerifiedBonusCents <= 0) return 0
    const now = await deps.clock.now()
    let added = 0
    for (const sale of await listSalesWithoutIdBonus(deps.db, now)) {
      if (!(await deps.isIdentityVerified(sale.userId))) continue
      const row = await insertEntry(deps.db, {
        affiliateId: sale.affiliateId,
        kind: 'ID_BONUS',
        amountCents: s.affiliateIdVerifiedBonusCents,
        reason: `${LEDGER_ENTRY_LABELS.ID_BONUS}: the customer of order ${sale.orderId.slice(0, 8)} verified their identity`,
        uniqueKey: `id-bonus:${sale.orderId}`,
        orderId: sale.orderId,
        availableAt: sale.availableAt,
        createdAt: now,
      })
      if (row) added += 1
    }
    return added
  }
}
