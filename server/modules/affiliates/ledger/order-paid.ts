import type { OrderRow } from '#server/modules/orders/index.ts'
import {
  earnsFastStart,
  overrideShares,
  packageRevenueCents,
  saleCommissionCents,
  LEDGER_ENTRY_LABELS,
} from '#shared/domain/affiliates.ts'
import { formatUsd } from '#shared/domain/money.ts'
import { listUpline, lockAffiliate, updateAffiliate } from '../affiliates.repository.ts'
import { findReferralByOrder } from '../program/referrals.repository.ts'
import { insertEntry, listStandingSaleDates } from './ledger.repository.ts'
import type { UseCaseDeps } from '../use-case-deps.ts'

const DAY_MS = 86_400_000

export type OrderPaidDeps = UseCaseDeps & {
  /** The order as its owner, the orders module, reads it. */
  findOrder(orderId: string): Promise<OrderRow | undefined>
  isIdentityVerified(userId: string): Promise<boolean>
}

/** What a paid order earns its affiliate and their upline. */
export function createRecordOrderPaid(deps: OrderPaidDeps) {
  const { db } = deps

  /**
   * 'Order paid': once the order is paid in full, its referral (if any, and not the affiliate's
   * own purchase) earns the sale commission, the verified-ID bonus, the upline's overrides and
   * perhaps the fast-start bonus, all pending for the hold period.
   */
  return async function recordOrderPaid(orderId: string): Promise<void> {
    const order = await deps.findOrder(orderId)
    if (!order || order.status !== 'PAID') return
    const referral = await findReferralByOrder(db, orderId)
    if (!referral || referral.isSelfReferral) return
    const s = await deps.settings.getSettings()
    const now = await deps.clock.now()
    const availableAt = new Date(now.getTime() + s.affiliateHoldDays * DAY_MS)
    const baseCents = packageRevenueCents(order)
    const isVerified = await deps.isIdentityVerified(order.userId)
    await db.transaction(async (tx) => {
      const affiliate = await lockAffiliate(tx, referral.affiliateId)
      if (!affiliate) return
      const common = { orderId, availableAt, createdAt: now, baseCents }
      const sale = await insertEntry(tx, {
        ...common,
        affiliateId: affiliate.id,
        kind: 'SALE',
        amountCents: saleCommissionCents(order, s.affiliateCommissionBps),
        reason: `${LEDGER_ENTRY_LABELS.SALE} on order ${orderId.slice(0, 8)} (${formatUsd(baseCents)} package)`,
        uniqueKey: `sale:${orderId}`,
      })
      if (!sale) return // this event was recorded before
      if (isVerified && s.affiliateIdVerifiedBonusCents > 0) {
        await insertEntry(tx, {
          ...common,
          affiliateId: affiliate.id,
          kind: 'ID_BONUS',
          amountCents: s.affiliateIdVerifiedBonusCents,
          reason: `${LEDGER_ENTRY_LABELS.ID_BONUS}: the customer of order ${orderId.slice(0, 8)} verified their identity`,
          uniqueKey: `id-bonus:${orderId}`,
        })
      }
      const upline = await listUpline(tx, affiliate.id, s.monsterLevelOverrideBps.length)
      const shares = overrideShares(
        baseCents,
        upline.map((member) => ({
          affiliateId: member.id,
          qualifies: member.status === 'ACTIVE' && member.isMonsterLevel,
        })),
        s.monsterLevelOverrideBps,
      )
      for (const share of shares) {
        await insertEntry(tx, {
          ...common,
          affiliateId: share.affiliateId,
          kind: 'OVERRIDE',
          amountCents: share.amountCents,
          sourceAffiliateId: affiliate.id,
          level: share.level,
          reason: `${LEDGER_ENTRY_LABELS.OVERRIDE}, level ${share.level}, on a sale by ${affiliate.code}`,
          uniqueKey: `override:${orderId}:${share.level}`,
        })
      }
      const saleDates = await listStandingSaleDates(tx, affiliate.id)
      if (
        earnsFastStart(affiliate.signedUpAt, saleDates, { sales: s.fastStartSales, days: s.fastStartDays })
      ) {
        await insertEntry(tx, {
          affiliateId: affiliate.id,
          kind: 'FAST_START',
          amountCents: s.fastStartBonusCents,
          reason: `${LEDGER_ENTRY_LABELS.FAST_START}: ${s.fastStartSales} direct sales within ${s.fastStartDays} days of signing up`,
          uniqueKey: `fast-start:${affiliate.id}`,
          availableAt,
          createdAt: now,
        })
      }
      // A sale restarts the inactivity period, and with it the warning.
      await updateAffiliate(tx, affiliate.id, { inactivityWarnedAt: null })
    })
  }
}
