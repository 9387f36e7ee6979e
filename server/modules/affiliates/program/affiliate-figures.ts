import { todayIn } from '#server/lib/clock.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import type { AffiliatePayouts, AffiliateStats } from '#shared/contracts/affiliates.contract.ts'
import { payoutMoments } from '#shared/domain/affiliates.ts'
import { entryState } from '../ledger/entry-state.ts'
import * as ledgerRepo from '../ledger/ledger.repository.ts'
import { toPayout } from '../payouts/payout-view.ts'
import { listPayouts } from '../payouts/payouts.repository.ts'
import { payoutSchedule } from '../payouts/scheduler.ts'
import type { AffiliateProfiles } from './affiliate-profile.ts'
import type { ClickRecorder } from '../click-recorder.ts'
import type { UseCaseDeps } from '../use-case-deps.ts'

const DAY_MS = 86_400_000
const CHART_DAYS = 30

export type AffiliateFiguresDeps = UseCaseDeps & {
  clicks: ClickRecorder
  profiles: Pick<AffiliateProfiles, 'affiliateForActor'>
}

/** What an affiliate's dashboard shows: their figures and their payouts. */
export function createAffiliateFigures(deps: AffiliateFiguresDeps) {
  const { db } = deps

  /** Clicks, conversions, revenue and balances of an affiliate, with the last 30 days by day. */
  async function getStats(actor: User, code: string): Promise<AffiliateStats> {
    const row = await deps.profiles.affiliateForActor(actor, code)
    // The clicks this process still holds are counted too.
    await deps.clicks.flush()
    const [s, now] = await Promise.all([deps.settings.getSettings(), deps.clock.now()])
    const days = Array.from({ length: CHART_DAYS }, (_, i) =>
      todayIn(s.payoutTimeZone, new Date(now.getTime() - (CHART_DAYS - 1 - i) * DAY_MS)),
    )
    const [sums, balances, daily] = await Promise.all([
      ledgerRepo.totals(db, row.id, now),
      ledgerRepo.sumBalances(db, now, row.id),
      ledgerRepo.dailyFigures(db, row.id, days[0]!, s.payoutTimeZone),
    ])
    const balance = balances.get(row.id)
    return {
      stats: {
        revenue: sums.revenueCents,
        pendingRevenue: sums.pendingRevenueCents,
        clicks: sums.clicks,
        conversions: sums.conversions,
      },
      balances: {
        pendingCents: balance?.pendingCents ?? 0,
        availableCents: balance?.availableCents ?? 0,
        inPayoutCents: balance?.inPayoutCents ?? 0,
        paidCents: balance?.paidCents ?? 0,
        earnedCents: balance?.earnedCents ?? 0,
      },
      daily: days.map((day) => ({
        day,
        clicks: daily.clicks.get(day) ?? 0,
        conversions: daily.sales.get(day)?.n ?? 0,
        revenueCents: daily.sales.get(day)?.revenue ?? 0,
      })),
    }
  }

  /** Payout history, the next run and the latest ledger entries with their derived state. */
  async function getPayouts(actor: User, code: string): Promise<AffiliatePayouts> {
    const row = await deps.profiles.affiliateForActor(actor, code)
    const [s, now] = await Promise.all([deps.settings.getSettings(), deps.clock.now()])
    const [payoutRows, entryRows] = await Promise.all([
      listPayouts(db, { affiliateId: row.id, limit: 50 }),
      ledgerRepo.listEntries(db, row.id, 50),
    ])
    const reversed = await ledgerRepo.findReversedIds(
      db,
      entryRows.map(({ entry }) => entry.id),
    )
    return {
      nextPayoutAt: payoutMoments(now, payoutSchedule(s)).next.toISOString(),
      timeZone: s.payoutTimeZone,
      minimumPayoutCents: s.minimumPayoutCents,
      payouts: payoutRows.map(({ payout, code: affiliateCode }) => toPayout(payout, affiliateCode)),
      entries: entryRows.map(({ entry, payoutStatus }) => ({
        id: entry.id,
        kind: entry.kind,
        state: entryState(entry, payoutStatus, reversed.has(entry.id), now),
        amountCents: entry.amountCents,
        reason: entry.reason,
        createdAt: entry.createdAt.toISOString(),
        availableAt: entry.availableAt.toISOString(),
      })),
    }
  }

  return { getStats, getPayouts }
}
