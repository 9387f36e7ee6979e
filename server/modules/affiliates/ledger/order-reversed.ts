import type { Db } from '#server/db/client.ts'
import { earnsFastStart, LEDGER_ENTRY_LABELS } from '#shared/domain/affiliates.ts'
import { findAffiliateById } from '../affiliates.repository.ts'
import * as repo from './ledger.repository.ts'
import type { UseCaseDeps } from '../use-case-deps.ts'

export type OrderReversedDeps = UseCaseDeps

/** What a refund or dispute takes back. */
export function createRecordOrderReversed(deps: OrderReversedDeps) {
  const { db } = deps

  /**
   * 'Order refunded' or 'disputed': every credit the order earned is reversed by a new entry.
   * Before payout the reversal nets out with its credit when that becomes available; after payout
   * it is available at once, so the next payout carries the negative balance. A fast-start bonus
   * whose sales no longer add up is reversed too.
   */
  return async function recordOrderReversed(orderId: string, why: 'refunded' | 'disputed'): Promise<void> {
    const now = await deps.clock.now()
    const s = await deps.settings.getSettings()
    await db.transaction(async (tx) => {
      const credits = await repo.listUnreversedCreditsOfOrder(tx, orderId)
      const affected = new Set<string>()
      for (const credit of credits) {
        await reverse(tx, credit, `The order ${orderId.slice(0, 8)} was ${why}`, now)
        if (credit.kind === 'SALE') affected.add(credit.affiliateId)
      }
      for (const affiliateId of affected) {
        const bonus = await repo.findEntryByKey(tx, `fast-start:${affiliateId}`)
        if (!bonus) continue
        const affiliate = await findAffiliateById(tx, affiliateId)
        const saleDates = await repo.listStandingSaleDates(tx, affiliateId)
        const rule = { sales: s.fastStartSales, days: s.fastStartDays }
        if (affiliate && !earnsFastStart(affiliate.signedUpAt, saleDates, rule)) {
          await reverse(
            tx,
            bonus,
            `Fewer than ${s.fastStartSales} direct sales stand after a ${why} order`,
            now,
          )
        }
      }
    })
  }
}

async function reverse(tx: Db, entry: repo.LedgerEntryRow, reason: string, now: Date): Promise<void> {
  const availableAt =
    entry.payoutId === null && entry.availableAt.getTime() > now.getTime() ? entry.availableAt : now
  await repo.insertEntry(tx, {
    affiliateId: entry.affiliateId,
    kind: 'REVERSAL',
    amountCents: -entry.amountCents,
    reason: `${LEDGER_ENTRY_LABELS.REVERSAL} of ${LEDGER_ENTRY_LABELS[entry.kind].toLowerCase()}: ${reason}`,
    uniqueKey: `reversal:${entry.id}`,
    orderId: entry.orderId,
    reversesEntryId: entry.id,
    availableAt,
    createdAt: now,
  })
}
