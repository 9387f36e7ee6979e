import type { Mailer } from '#server/adapters/mail/index.ts'
import { TransferRejectedError, type PayoutProvider } from '#server/adapters/payouts/index.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import type { JobRunner } from '#server/jobs/index.ts'
import { AppError } from '#server/lib/app-error.ts'
import { todayIn } from '#server/lib/clock.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { AuditService } from '#server/modules/audit/index.ts'
import type { SettingsService } from '#server/modules/settings/index.ts'
import type {
  AffiliateManagementRow,
  CronStatus,
  PayoutRunResult,
} from '#shared/contracts/affiliate-management.contract.ts'
import type { Payout } from '#shared/contracts/affiliates.contract.ts'
import { clockTime, dayCount, percent, usd, weekdayName } from '#shared/content/format.ts'
import { timeZoneLabel } from '#shared/content/figures.ts'
import {
  addBusinessDays,
  connectStatus,
  LEDGER_ENTRY_LABELS,
  monthIn,
  payoutMoments,
  PAYOUT_ARRIVAL_BUSINESS_DAYS,
  zonedTime,
  type AffiliateStatus,
} from '#shared/domain/affiliates.ts'
import type { AffiliateClock } from './affiliate-clock.ts'
import { deactivatedEmail, inactivityWarningEmail, payoutSentEmail } from './affiliates.emails.ts'
import type { Ledger } from './affiliates.ledger.ts'
import * as repo from './affiliates.repository.ts'
import { toPayout, type AffiliatesService } from './affiliates.service.ts'

const DAY_MS = 86_400_000
/** How long one process holds a payout while its transfer is in flight. */
const TRANSFER_CLAIM_MS = 2 * 60_000

/** The scheduled jobs of the program, as the admin's system status lists them. */
export const AFFILIATE_JOBS = {
  /** Every few minutes: enqueues the weekly payout run and the daily sweep when they fall due. */
  schedule: 'affiliates.schedule',
  payouts: 'affiliates.payouts',
  daily: 'affiliates.daily',
} as const
export const AFFILIATE_SCHEDULE_EVERY_MS = 5 * 60_000

export type PayoutsServiceDeps = {
  db: Db
  config: Pick<Config, 'publicUrl' | 'company' | 'isTestMode'>
  log: Logger
  mailer: Mailer
  audit: Pick<AuditService, 'record'>
  clock: AffiliateClock
  settings: Pick<SettingsService, 'getSettings' | 'setSetting'>
  provider: PayoutProvider
  ledger: Ledger
  affiliates: Pick<AffiliatesService, 'refreshPayoutAccount'>
  jobs: Pick<JobRunner, 'enqueue'>
}

/**
 * Payouts and the program's back office (docs/decisions/032-affiliate-payouts.md): weekly runs
 * that pay each eligible affiliate exactly once, the scheduled sweeps, and the admin's views and
 * corrections.
 */
export function createPayoutsService(deps: PayoutsServiceDeps) {
  const { db, log } = deps

  /**
   * Pays every affiliate whose available balance reaches the minimum, who has a W-9 and a ready
   * payout account. In two steps: first each affiliate's available entries are locked to a new
   * PROCESSING payout (one transaction per affiliate, under its row lock), then each processing
   * payout, this run's and any a crashed run left, is sent with its id as the idempotency key and
   * recorded. Killed anywhere and run again, it sends no transfer twice.
   */
  async function runPayouts(): Promise<PayoutRunResult> {
    const s = await deps.settings.getSettings()
    const now = await deps.clock.now()
    await chargeMonsterFees(now, s.payoutTimeZone, s.monsterLevelFeeCents)
    const taxForms = new Set(
      (
        await repo.listTaxForms(
          db,
          (await repo.listAffiliates(db)).map((a) => a.id),
        )
      ).map((f) => f.affiliateId),
    )
    const balances = await repo.sumBalances(db, now)
    for (const [affiliateId, balance] of balances) {
      if (balance.availableCents < s.minimumPayoutCents || !taxForms.has(affiliateId)) continue
      const account = await deps.affiliates.refreshPayoutAccount(affiliateId).catch((error: unknown) => {
        log.warn({ err: error, affiliateId }, 'payout account status unavailable')
        return undefined
      })
      if (!account || connectStatus(account) !== 'READY') continue
      await openPayout(affiliateId, account, now, s.minimumPayoutCents)
    }
    const result: PayoutRunResult = { processed: 0, failed: 0, totalAmount: 0 }
    for (const payoutId of await repo.listProcessingPayoutIds(db)) {
      const outcome = await sendPayout(payoutId)
      if (outcome === 'failed') result.failed += 1
      if (typeof outcome === 'object') {
        result.processed += 1
        result.totalAmount += outcome.amountCents
      }
    }
    return result
  }

  async function openPayout(
    affiliateId: string,
    account: repo.PayoutAccountRow,
    now: Date,
    minimumCents: number,
  ): Promise<void> {
    await db.transaction(async (tx) => {
      const affiliate = await repo.lockAffiliate(tx, affiliateId)
      if (!affiliate) return
      const entries = await repo.lockPayableEntries(tx, affiliateId, now)
      const amountCents = entries.reduce((sum, entry) => sum + entry.amountCents, 0)
      if (amountCents < minimumCents || amountCents <= 0) return
      const payout = await repo.insertPayout(tx, {
        affiliateId,
        amountCents,
        provider: account.provider,
        accountId: account.accountId,
        createdAt: now,
      })
      await repo.lockEntriesToPayout(
        tx,
        entries.map((entry) => entry.id),
        payout.id,
      )
    })
  }

  /**
   * Sends one processing payout unless another process holds it. A refusal by the provider fails
   * the payout and frees its entries for the next run; any other error (a timeout: was it sent?)
   * leaves it processing, to be sent again with the same key.
   */
  async function sendPayout(payoutId: string): Promise<{ amountCents: number } | 'failed' | 'skipped'> {
    const payout = await repo.claimPayout(db, payoutId, new Date(Date.now() + TRANSFER_CLAIM_MS))
    if (!payout) return 'skipped'
    const affiliate = await repo.findAffiliateById(db, payout.affiliateId)
    let transferId: string
    try {
      ;({ transferId } = await deps.provider.transfer({
        accountId: payout.accountId,
        amountCents: payout.amountCents,
        idempotencyKey: payout.id,
        description: `Affiliate payout ${affiliate?.code ?? ''}`.trim(),
      }))
    } catch (error) {
      if (error instanceof TransferRejectedError) {
        await db.transaction(async (tx) => {
          if (await repo.markPayoutFailed(tx, payout.id, error.message)) {
            await repo.releaseEntriesOfPayout(tx, payout.id)
          }
        })
      } else {
        await repo.releasePayoutClaim(db, payout.id)
      }
      log.error(
        { payoutId: payout.id, reason: error instanceof Error ? error.message : String(error) },
        'payout not sent',
      )
      return 'failed'
    }
    const paidAt = await deps.clock.now()
    const expectedArrivalAt = addBusinessDays(paidAt, PAYOUT_ARRIVAL_BUSINESS_DAYS.max)
    const paid = await repo.markPayoutPaid(db, payout.id, { transferId, paidAt, expectedArrivalAt })
    if (!paid) return 'skipped'
    if (affiliate) {
      const s = await deps.settings.getSettings()
      await deps.mailer
        .send(
          payoutSentEmail({
            to: affiliate.email,
            name: affiliate.name,
            amountCents: paid.amountCents,
            expectedArrivalAt,
            timeZone: s.payoutTimeZone,
            dashboardUrl: `${deps.config.publicUrl}/affiliate?tab=payouts`,
            company: deps.config.company,
          }),
        )
        .catch((error: unknown) => log.error({ err: error, payoutId }, 'payout e-mail not sent'))
    }
    return { amountCents: paid.amountCents }
  }

  /** The Monster Level fee of this month, once per affiliate, taken from the month's first payout run. */
  async function chargeMonsterFees(now: Date, timeZone: string, feeCents: number): Promise<void> {
    if (feeCents <= 0) return
    const month = monthIn(now, timeZone)
    for (const affiliate of await repo.listActiveAffiliates(db)) {
      if (!affiliate.isMonsterLevel) continue
      await repo.insertEntry(db, {
        affiliateId: affiliate.id,
        kind: 'MONSTER_FEE',
        amountCents: -feeCents,
        reason: `${LEDGER_ENTRY_LABELS.MONSTER_FEE} for ${month}`,
        uniqueKey: `monster-fee:${affiliate.id}:${month}`,
        availableAt: now,
        createdAt: now,
      })
    }
  }

  /**
   * The daily sweep: verified-ID bonuses earned late, then inactivity: a warning e-mail a week
   * before deactivation, and deactivation once a sale is overdue.
   */
  async function runDailySweep(): Promise<void> {
    await deps.ledger.catchUpIdBonuses()
    const s = await deps.settings.getSettings()
    const now = await deps.clock.now()
    const company = deps.config.company
    for (const [affiliateId, dueAt] of await deps.ledger.deactivationDates()) {
      const affiliate = await repo.findAffiliateById(db, affiliateId)
      if (!affiliate || affiliate.status !== 'ACTIVE') continue
      if (now.getTime() >= dueAt.getTime()) {
        const reason = `No direct sale in ${dayCount(s.affiliateInactivityDays)}.`
        await repo.updateAffiliate(db, affiliateId, {
          status: 'DEACTIVATED',
          statusReason: reason,
          statusChangedAt: now,
        })
        await deps.audit.record({
          caseId: null,
          actor: 'SYSTEM',
          action: 'AFFILIATE_DEACTIVATED',
          detail: { affiliateId, reason },
        })
        await deps.mailer.send(
          deactivatedEmail({ to: affiliate.email, name: affiliate.name, reason, company }),
        )
        continue
      }
      const warnFrom = dueAt.getTime() - s.affiliateInactivityWarningDays * DAY_MS
      if (now.getTime() >= warnFrom && !affiliate.inactivityWarnedAt) {
        await deps.mailer.send(
          inactivityWarningEmail({
            to: affiliate.email,
            name: affiliate.name,
            dueAt,
            days: s.affiliateInactivityDays,
            timeZone: s.payoutTimeZone,
            dashboardUrl: `${deps.config.publicUrl}/affiliate`,
            company,
          }),
        )
        await repo.updateAffiliate(db, affiliateId, { inactivityWarnedAt: now })
      }
    }
  }

  /**
   * The scheduler's tick: stores the weekly payout run of the latest scheduled moment and today's
   * sweep as jobs with unique keys, so each happens once whichever instance gets there first.
   */
  async function enqueueDueRuns(): Promise<void> {
    const s = await deps.settings.getSettings()
    const now = await deps.clock.now()
    const { previous } = payoutMoments(now, schedule(s))
    await deps.jobs.enqueue(
      AFFILIATE_JOBS.payouts,
      { scheduledFor: previous.toISOString() },
      {
        uniqueKey: `${AFFILIATE_JOBS.payouts}:${previous.toISOString()}`,
      },
    )
    const day = todayIn(s.payoutTimeZone, now)
    await deps.jobs.enqueue(AFFILIATE_JOBS.daily, { day }, { uniqueKey: `${AFFILIATE_JOBS.daily}:${day}` })
  }

  /** The job handlers of the program, for the job runner. */
  const jobHandlers = {
    [AFFILIATE_JOBS.schedule]: async () => enqueueDueRuns(),
    [AFFILIATE_JOBS.payouts]: async () => {
      const result = await runPayouts()
      if (result.failed > 0) log.warn(result, 'scheduled payout run left payouts unsent')
    },
    [AFFILIATE_JOBS.daily]: async () => runDailySweep(),
  }

  /** Every affiliate with badge, balances and last payout, for the admin's table. */
  async function listManagement(): Promise<AffiliateManagementRow[]> {
    const [s, now, rows, accounts, lastPaid] = await Promise.all([
      deps.settings.getSettings(),
      deps.clock.now(),
      repo.listAffiliates(db),
      repo.listPayoutAccounts(db),
      repo.lastPaidPayouts(db),
    ])
    const [balances, taxForms] = await Promise.all([
      repo.sumBalances(db, now),
      repo.listTaxForms(
        db,
        rows.map((row) => row.id),
      ),
    ])
    const accountOf = new Map(accounts.map((account) => [account.affiliateId, account]))
    const hasW9 = new Set(taxForms.map((form) => form.affiliateId))
    return rows.map((row) =>
      toRow(
        row,
        s.affiliateCommissionBps,
        accountOf.get(row.id),
        balances.get(row.id),
        lastPaid.get(row.id),
        hasW9.has(row.id),
      ),
    )
  }

  async function managementRow(affiliateId: string): Promise<AffiliateManagementRow> {
    const row = (await listManagement()).find((r) => r.id === affiliateId)
    if (!row) throw new AppError('not_found', 'Affiliate not found')
    return row
  }

  /** The 10 latest payouts. */
  async function listRecentPayouts(): Promise<Payout[]> {
    return (await repo.listPayouts(db, { limit: 10 })).map(({ payout, code }) => toPayout(payout, code))
  }

  /** Provider, hold days and the program's scheduled jobs with their last and next run. */
  async function getCronStatus(): Promise<CronStatus> {
    const s = await deps.settings.getSettings()
    const now = await deps.clock.now()
    const latest = new Map(
      (await repo.latestJobs(db, Object.values(AFFILIATE_JOBS))).map((job) => [job.name, job]),
    )
    const nextTick = new Date(
      (Math.floor(Date.now() / AFFILIATE_SCHEDULE_EVERY_MS) + 1) * AFFILIATE_SCHEDULE_EVERY_MS,
    )
    const tomorrow = new Date(now.getTime() + DAY_MS)
    const task = (name: string, label: string, description: string, nextRunAt: Date) => {
      const job = latest.get(name)
      return {
        name,
        label,
        description,
        lastRunAt: (job?.finishedAt ?? job?.runAt)?.toISOString() ?? null,
        lastStatus: job?.status ?? null,
        nextRunAt: nextRunAt.toISOString(),
        progress: null,
      }
    }
    return {
      connectEnabled: deps.provider.kind === 'stripe',
      holdDays: s.affiliateHoldDays,
      timeZone: s.payoutTimeZone,
      testClockDays: await deps.clock.offsetDays(),
      tasks: [
        task(
          AFFILIATE_JOBS.payouts,
          'Weekly payouts',
          `Pays available balances every ${weekdayName(s.payoutWeekday)} at ${clockTime(s.payoutTime)} ${timeZoneLabel(s.payoutTimeZone)}.`,
          payoutMoments(now, schedule(s)).next,
        ),
        task(
          AFFILIATE_JOBS.daily,
          'Daily sweep',
          'Adds late verified-ID bonuses, warns and deactivates inactive affiliates.',
          zonedTime(zonedDay(tomorrow, s.payoutTimeZone), '00:00', s.payoutTimeZone),
        ),
        task(
          AFFILIATE_JOBS.schedule,
          'Scheduler',
          'Starts the payout run and the daily sweep when they fall due.',
          nextTick,
        ),
      ],
    }
  }

  /** The payout policy, in words, from the settings. */
  async function getPayoutPolicy(): Promise<{ text: string[] }> {
    const s = await deps.settings.getSettings()
    const zone = timeZoneLabel(s.payoutTimeZone)
    return {
      text: [
        `Payouts run every ${weekdayName(s.payoutWeekday)} at ${clockTime(s.payoutTime)} ${zone} (${s.payoutTimeZone}).`,
        `Commissions are held for ${dayCount(s.affiliateHoldDays)} before they become available.`,
        'Only PAID orders count, excluding refunds and disputes; a refund or dispute after payout is deducted from the next payout.',
        `An affiliate is paid when the available balance is at least ${usd(s.minimumPayoutCents)}, a W-9 is on file and the payout account is ready. Payment arrives in ${PAYOUT_ARRIVAL_BUSINESS_DAYS.min}-${PAYOUT_ARRIVAL_BUSINESS_DAYS.max} business days.`,
        `Commission ${percent(s.affiliateCommissionBps)} of the package price paid, plus ${usd(s.affiliateIdVerifiedBonusCents)} when the customer verified their identity. Monster Level (${usd(s.monsterLevelFeeCents)} a month) adds overrides of ${s.monsterLevelOverrideBps.map(percent).join(', ')} on levels 1-${s.monsterLevelOverrideBps.length}.`,
      ],
    }
  }

  /** Deactivates or reactivates an affiliate, with the admin's reason in the audit log. */
  async function setStatus(
    admin: { id: string },
    affiliateId: string,
    status: AffiliateStatus,
    reason: string,
  ): Promise<AffiliateManagementRow> {
    const affiliate = await repo.findAffiliateById(db, affiliateId)
    if (!affiliate) throw new AppError('not_found', 'Affiliate not found')
    const now = await deps.clock.now()
    await repo.updateAffiliate(db, affiliateId, {
      status,
      statusReason: reason,
      statusChangedAt: now,
      // A reactivated affiliate starts afresh: the inactivity grace counts from now (activeSince).
      inactivityWarnedAt: null,
    })
    await deps.audit.record({
      caseId: null,
      actor: 'ADMIN',
      actorUserId: admin.id,
      action: status === 'ACTIVE' ? 'AFFILIATE_REACTIVATED' : 'AFFILIATE_DEACTIVATED',
      detail: { affiliateId, reason },
    })
    return managementRow(affiliateId)
  }

  /** An admin's credit or debit to an affiliate's balance: a ledger entry with the reason, available now. */
  async function adjustBalance(
    admin: { id: string },
    affiliateId: string,
    input: { amountCents: number; reason: string },
  ): Promise<AffiliateManagementRow> {
    const affiliate = await repo.findAffiliateById(db, affiliateId)
    if (!affiliate) throw new AppError('not_found', 'Affiliate not found')
    const now = await deps.clock.now()
    const entry = await repo.insertEntry(db, {
      affiliateId,
      kind: 'ADJUSTMENT',
      amountCents: input.amountCents,
      reason: input.reason,
      uniqueKey: `adjustment:${crypto.randomUUID()}`,
      actorUserId: admin.id,
      availableAt: now,
      createdAt: now,
    })
    await deps.audit.record({
      caseId: null,
      actor: 'ADMIN',
      actorUserId: admin.id,
      action: 'AFFILIATE_BALANCE_ADJUSTED',
      detail: { affiliateId, entryId: entry?.id, amountCents: input.amountCents, reason: input.reason },
    })
    return managementRow(affiliateId)
  }

  /** Opens or closes sign-ups (the launch list shows while closed); audited as the admin's setting change. */
  async function setProgramOpen(
    admin: { id: string },
    affiliatesPublic: boolean,
  ): Promise<{ affiliatesPublic: boolean }> {
    await deps.settings.setSetting('affiliatesPublic', affiliatesPublic, admin)
    return { affiliatesPublic }
  }

  /** Moves the test clock forward (test mode only). */
  async function advanceTestClock(days: number): Promise<CronStatus> {
    if (!deps.clock.isTestClock) throw new AppError('conflict', 'The test clock exists only in test mode.')
    await deps.clock.advance(days)
    return getCronStatus()
  }

  /** The 1099-NEC report of a year: affiliates paid at least the threshold, as CSV. */
  async function form1099Csv(year: number): Promise<string> {
    const s = await deps.settings.getSettings()
    const from = zonedTime({ year, month: 1, day: 1 }, '00:00', s.payoutTimeZone)
    const to = zonedTime({ year: year + 1, month: 1, day: 1 }, '00:00', s.payoutTimeZone)
    const totals = (await repo.sumPaidBetween(db, from, to)).filter(
      (t) => t.totalCents >= s.form1099ThresholdCents,
    )
    const forms = new Map(
      (
        await repo.listTaxForms(
          db,
          totals.map((t) => t.affiliateId),
        )
      ).map((f) => [f.affiliateId, f]),
    )
    const lines = [
      [
        'year',
        'affiliate_code',
        'legal_name',
        'tin_type',
        'tin_last4',
        'address',
        'email',
        'nonemployee_compensation_usd',
      ],
    ]
    for (const total of totals) {
      const affiliate = await repo.findAffiliateById(db, total.affiliateId)
      const form = forms.get(total.affiliateId)
      lines.push([
        String(year),
        affiliate?.code ?? '',
        form?.legalName ?? '(no W-9 on file)',
        form?.tinType ?? '',
        form?.tinLast4 ?? '',
        form?.address ?? '',
        affiliate?.email ?? '',
        (total.totalCents / 100).toFixed(2),
      ])
    }
    return lines.map((line) => line.map(csvCell).join(',')).join('\r\n') + '\r\n'
  }

  return {
    runPayouts,
    sendPayout,
    runDailySweep,
    enqueueDueRuns,
    jobHandlers,
    listManagement,
    listRecentPayouts,
    getCronStatus,
    getPayoutPolicy,
    setStatus,
    adjustBalance,
    setProgramOpen,
    advanceTestClock,
    form1099Csv,
  }
}

export type PayoutsService = ReturnType<typeof createPayoutsService>

function schedule(s: { payoutWeekday: number; payoutTime: string; payoutTimeZone: string }) {
  return { weekday: s.payoutWeekday, time: s.payoutTime, timeZone: s.payoutTimeZone }
}

function zonedDay(at: Date, timeZone: string) {
  const [year, month, day] = todayIn(timeZone, at).split('-').map(Number)
  return { year: year!, month: month!, day: day! }
}

function toRow(
  row: repo.AffiliateRow,
  bps: number,
  account: repo.PayoutAccountRow | undefined,
  balance: repo.Balances | undefined,
  lastPaid: repo.PayoutRow | undefined,
  hasW9: boolean,
): AffiliateManagementRow {
  return {
    id: row.id,
    code: row.code,
    email: row.email,
    name: row.name,
    rate: bps / 10_000,
    status: row.status,
    statusReason: row.statusReason,
    stripeAccountId: account?.accountId ?? null,
    connectStatus: {
      detailsSubmitted: account?.detailsSubmitted ?? false,
      transfersEnabled: account?.transfersEnabled ?? false,
    },
    connectBadge: connectStatus(account ?? null),
    hasW9,
    isMonsterLevel: row.isMonsterLevel,
    pendingPayout: {
      availableAmount: balance?.availableCents ?? 0,
      pendingAmount: balance?.pendingCents ?? 0,
    },
    lastPayout: lastPaid?.paidAt
      ? { amount: lastPaid.amountCents, paidAt: lastPaid.paidAt.toISOString() }
      : null,
    signedUpAt: row.signedUpAt.toISOString(),
  }
}

// Spreadsheet programs run cells that start with = + - @ as formulas: prefix those with a quote.
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}
