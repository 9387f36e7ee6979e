import type { Db } from '#server/db/client.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { OrderRow } from '#server/modules/orders/index.ts'
import type { SettingsService } from '#server/modules/settings/index.ts'
import {
  deactivationDueAt,
  earnsFastStart,
  overrideShares,
  packageRevenueCents,
  saleCommissionCents,
  LEDGER_ENTRY_LABELS,
} from '#shared/domain/affiliates.ts'
import { formatUsd } from '#shared/domain/money.ts'
import type { AffiliateClock } from './affiliate-clock.ts'
import * as repo from './affiliates.repository.ts'

const DAY_MS = 86_400_000

export type LedgerDeps = {
  db: Db
  log: Logger
  clock: AffiliateClock
  settings: Pick<SettingsService, 'getSettings'>
  /** The order as its owner, the orders module, reads it. */
  findOrder(orderId: string): Promise<OrderRow | undefined>
  isIdentityVerified(userId: string): Promise<boolean>
}

/**
 * The commission ledger's rules (docs/decisions/031-affiliate-ledger.md): what a paid order earns
 * its affiliate and their Monster Level upline, what a refund or dispute takes back, the
 * fast-start bonus. Every entry is a new row keyed so that a rerun of the same event adds nothing.
 */
export function createLedger(deps: LedgerDeps) {
  const { db } = deps

  /**
   * 'Order paid': once the order is paid in full, its referral (if any, and not the affiliate's
   * own purchase) earns the sale commission, the verified-ID bonus, the upline's overrides and
   * perhaps the fast-start bonus, all pending for the hold period.
   */
  async function recordOrderPaid(orderId: string): Promise<void> {
    const order = await deps.findOrder(orderId)
    if (!order || order.status !== 'PAID') return
    const referral = await repo.findReferralByOrder(db, orderId)
    if (!referral || referral.isSelfReferral) return
    const s = await deps.settings.getSettings()
    const now = await deps.clock.now()
    const availableAt = new Date(now.getTime() + s.affiliateHoldDays * DAY_MS)
    const baseCents = packageRevenueCents(order)
    const isVerified = await deps.isIdentityVerified(order.userId)
    await db.transaction(async (tx) => {
      const affiliate = await repo.lockAffiliate(tx, referral.affiliateId)
      if (!affiliate) return
      const common = { orderId, availableAt, createdAt: now, baseCents }
      const sale = await repo.insertEntry(tx, {
        ...common,
        affiliateId: affiliate.id,
        kind: 'SALE',
        amountCents: saleCommissionCents(order, s.affiliateCommissionBps),
        reason: `${LEDGER_ENTRY_LABELS.SALE} on order ${orderId.slice(0, 8)} (${formatUsd(baseCents)} package)`,
        uniqueKey: `sale:${orderId}`,
      })
      if (!sale) return // this event was recorded before
      if (isVerified && s.affiliateIdVerifiedBonusCents > 0) {
        await repo.insertEntry(tx, {
          ...common,
          affiliateId: affiliate.id,
          kind: 'ID_BONUS',
          amountCents: s.affiliateIdVerifiedBonusCents,
          reason: `${LEDGER_ENTRY_LABELS.ID_BONUS}: the customer of order ${orderId.slice(0, 8)} verified their identity`,
          uniqueKey: `id-bonus:${orderId}`,
        })
      }
      const upline = await repo.listUpline(tx, affiliate.id, s.monsterLevelOverrideBps.length)
      const shares = overrideShares(
        baseCents,
        upline.map((member) => ({
          affiliateId: member.id,
          qualifies: member.status === 'ACTIVE' && member.isMonsterLevel,
        })),
        s.monsterLevelOverrideBps,
      )
      for (const share of shares) {
        await repo.insertEntry(tx, {
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
      const saleDates = await repo.listStandingSaleDates(tx, affiliate.id)
      if (
        earnsFastStart(affiliate.signedUpAt, saleDates, { sales: s.fastStartSales, days: s.fastStartDays })
      ) {
        await repo.insertEntry(tx, {
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
      await repo.updateAffiliate(tx, affiliate.id, { inactivityWarnedAt: null })
    })
  }

  /**
   * 'Order refunded' or 'disputed': every credit the order earned is reversed by a new entry.
   * Before payout the reversal nets out with its credit when that becomes available; after payout
   * it is available at once, so the next payout carries the negative balance. A fast-start bonus
   * whose sales no longer add up is reversed too.
   */
  async function recordOrderReversed(orderId: string, why: 'refunded' | 'disputed'): Promise<void> {
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
        const affiliate = await repo.findAffiliateById(tx, affiliateId)
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

  /**
   * A customer who verifies their identity after paying still earns their affiliate the bonus,
   * as long as the sale is within its hold period.
   */
  async function catchUpIdBonuses(): Promise<number> {
    const s = await deps.settings.getSettings()
    if (s.affiliateIdVerifiedBonusCents <= 0) return 0
    const now = await deps.clock.now()
    let added = 0
    for (const sale of await repo.listSalesWithoutIdBonus(db, now)) {
      if (!(await deps.isIdentityVerified(sale.userId))) continue
      const row = await repo.insertEntry(db, {
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

  /** When each active affiliate is due for deactivation without a new direct sale. */
  async function deactivationDates(): Promise<Map<string, Date>> {
    const s = await deps.settings.getSettings()
    const lastSales = await repo.lastSaleByAffiliate(db)
    const due = new Map<string, Date>()
    for (const affiliate of await repo.listActiveAffiliates(db)) {
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

  return { recordOrderPaid, recordOrderReversed, catchUpIdBonuses, deactivationDates }
}

export type Ledger = ReturnType<typeof createLedger>

/** When the affiliate's current active spell began: sign-up, or the latest reactivation. */
export function activeSince(affiliate: {
  signedUpAt: Date
  status: string
  statusChangedAt: Date | null
}): Date {
  const changed = affiliate.status === 'ACTIVE' ? affiliate.statusChangedAt : null
  return changed && changed.getTime() > affiliate.signedUpAt.getTime() ? changed : affiliate.signedUpAt
}
