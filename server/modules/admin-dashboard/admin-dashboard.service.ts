import type { Db } from '#server/db/client.ts'
import { todayIn } from '#server/lib/clock.ts'
import { AFFILIATE_JOBS, type PayoutsService } from '#server/modules/affiliates/index.ts'
import type { FunnelService } from '#server/modules/funnel/index.ts'
import type { SettingsService } from '#server/modules/settings/index.ts'
import {
  DASHBOARD_FUNNEL_DAYS,
  DASHBOARD_REVENUE_WEEKS,
  type AdminDashboard,
  type CaseStatusFigure,
  type MoneyFlow,
} from '#shared/contracts/admin-dashboard.contract.ts'
import { CASE_STATUSES } from '#shared/domain/case-status.ts'
import * as repo from './admin-dashboard.repository.ts'
import {
  addDays,
  averageCents,
  redactJobError,
  weekStarts,
  withConversionRates,
} from './dashboard-figures.ts'

export type AdminDashboardDeps = {
  db: Db
  settings: Pick<SettingsService, 'getSettings'>
  funnel: Pick<FunnelService, 'countVisitors'>
  /** The affiliate ledger's balances and payout schedule, as the affiliate screens read them. */
  payouts: Pick<PayoutsService, 'listManagement' | 'getCronStatus' | 'getHeldCommissions'>
  now?: () => Date
}

// A decided case waits for nothing: its time in DECISION is not a wait.
const FINAL_STATUS = 'DECISION'

function flow(receivedCents: number, refundedCents: number): MoneyFlow {
  return { receivedCents, refundedCents, netCents: receivedCents - refundedCents }
}

/**
 * The back office's live figures (docs/decisions/034-live-admin-dashboard.md): read from the
 * database on each call, money to the cent, days and weeks in the business time zone.
 */
export function createAdminDashboardService(deps: AdminDashboardDeps) {
  const { db } = deps

  /** Every figure of the dashboard, as of now. */
  async function getDashboard(): Promise<AdminDashboard> {
    const now = deps.now?.() ?? new Date()
    const { payoutTimeZone: timeZone } = await deps.settings.getSettings()
    const today = todayIn(timeZone, now)
    const weeks = weekStarts(today, DASHBOARD_REVENUE_WEEKS)
    const firstWeek = weeks[0]!
    const funnelFrom = addDays(today, -(DASHBOARD_FUNNEL_DAYS - 1))

    const [
      byWeek,
      allTimeMoney,
      windowOrders,
      allTimeOrders,
      visitors,
      caseSteps,
      waits,
      inbox,
      failing,
      affiliates,
      cron,
      held,
    ] = await Promise.all([
      repo.sumMoneyByWeek(db, timeZone, firstWeek),
      repo.sumMoneyAllTime(db),
      repo.sumPaidOrders(db, timeZone, firstWeek),
      repo.sumPaidOrders(db, timeZone, null),
      deps.funnel.countVisitors(funnelFrom, today),
      repo.countCaseSteps(db, timeZone, funnelFrom),
      repo.caseStatusWaits(db, now),
      repo.inboxWaits(db),
      repo.failingJobs(db),
      deps.payouts.listManagement(),
      deps.payouts.getCronStatus(),
      deps.payouts.getHeldCommissions(),
    ])

    const revenueWeeks = weeks.map((weekStart) => {
      const row = byWeek.get(weekStart)
      return { weekStart, ...flow(row?.receivedCents ?? 0, row?.refundedCents ?? 0) }
    })
    const windowReceived = revenueWeeks.reduce((sum, week) => sum + week.receivedCents, 0)
    const windowRefunded = revenueWeeks.reduce((sum, week) => sum + week.refundedCents, 0)

    const waitOf = new Map(waits.map((row) => [row.status, row]))
    const byStatus: CaseStatusFigure[] = CASE_STATUSES.map((status) => {
      const row = waitOf.get(status)
      const isWaiting = row !== undefined && status !== FINAL_STATUS
      return {
        status,
        count: row?.count ?? 0,
        medianWaitSeconds: isWaiting ? row.medianWaitSeconds : null,
        oldest: isWaiting ? { caseId: row.oldestCaseId, since: row.oldestSince.toISOString() } : null,
      }
    })

    const availableCents = affiliates.reduce((sum, a) => sum + a.pendingPayout.availableAmount, 0)
    const pendingCents = affiliates.reduce((sum, a) => sum + a.pendingPayout.pendingAmount, 0)
    const payoutRun = cron.tasks.find((task) => task.name === AFFILIATE_JOBS.payouts)

    return {
      generatedAt: now.toISOString(),
      timeZone,
      revenue: {
        weeks: revenueWeeks,
        window: flow(windowReceived, windowRefunded),
        allTime: flow(allTimeMoney.receivedCents, allTimeMoney.refundedCents),
      },
      orders: {
        window: {
          paidCount: windowOrders.count,
          averageOrderCents: averageCents(windowOrders.amountCents, windowOrders.count),
        },
        allTime: {
          paidCount: allTimeOrders.count,
          averageOrderCents: averageCents(allTimeOrders.amountCents, allTimeOrders.count),
        },
      },
      funnel: {
        from: funnelFrom,
        to: today,
        steps: withConversionRates([
          { step: 'WIZARD_STARTED' as const, count: visitors.WIZARD_STARTED },
          { step: 'VERDICT' as const, count: visitors.VERDICT },
          { step: 'CASE_CREATED' as const, count: caseSteps.created },
          { step: 'PAID' as const, count: caseSteps.paid },
        ]),
      },
      cases: { total: byStatus.reduce((sum, row) => sum + row.count, 0), byStatus },
      inbox: {
        openCount: inbox.openCount,
        unansweredCount: inbox.unansweredCount,
        oldestUnanswered: inbox.oldest
          ? {
              conversationId: inbox.oldest.conversationId,
              waitingSince: inbox.oldest.waitingSince.toISOString(),
            }
          : null,
      },
      affiliates: {
        availableCents,
        pendingCents,
        heldUntil: held.firstReleaseAt?.toISOString() ?? null,
        heldLastUntil: held.lastReleaseAt?.toISOString() ?? null,
        dueCents: availableCents + pendingCents,
        nextPayoutAt: payoutRun?.nextRunAt ?? null,
      },
      jobs: {
        failing: failing.map((row) => ({ ...row, lastError: redactJobError(row.lastError) })),
      },
    }
  }

  return { getDashboard }
}

export type AdminDashboardService = ReturnType<typeof createAdminDashboardService>
