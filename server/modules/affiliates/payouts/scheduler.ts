import type { JobRunner } from '#server/jobs/index.ts'
import { todayIn } from '#server/lib/clock.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { PayoutRunResult } from '#shared/contracts/affiliate-management.contract.ts'
import { payoutMoments } from '#shared/domain/affiliates.ts'
import type { UseCaseDeps } from '../use-case-deps.ts'

/** The scheduled jobs of the program, as the admin's system status lists them. */
export const AFFILIATE_JOBS = {
  /** Every few minutes: enqueues the weekly payout run and the daily sweep when they fall due. */
  schedule: 'affiliates.schedule',
  payouts: 'affiliates.payouts',
  daily: 'affiliates.daily',
} as const
export const AFFILIATE_SCHEDULE_EVERY_MS = 5 * 60_000

/** The weekly payout moment of the settings, as payoutMoments takes it. */
export function payoutSchedule(s: { payoutWeekday: number; payoutTime: string; payoutTimeZone: string }) {
  return { weekday: s.payoutWeekday, time: s.payoutTime, timeZone: s.payoutTimeZone }
}

export type SchedulerDeps = Pick<UseCaseDeps, 'clock' | 'settings'> & {
  log: Logger
  jobs: Pick<JobRunner, 'enqueue'>
  runPayouts(start: { trigger: 'SCHEDULED' }): Promise<PayoutRunResult>
  runDailySweep(): Promise<void>
}

/** The program's scheduler tick and the job handlers it starts. */
export function createScheduler(deps: SchedulerDeps) {
  /**
   * The scheduler's tick: stores the weekly payout run of the latest scheduled moment and today's
   * sweep as jobs with unique keys, so each happens once whichever instance gets there first.
   */
  async function enqueueDueRuns(): Promise<void> {
    const s = await deps.settings.getSettings()
    const now = await deps.clock.now()
    const { previous } = payoutMoments(now, payoutSchedule(s))
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
      const result = await deps.runPayouts({ trigger: 'SCHEDULED' })
      if (result.failed > 0) deps.log.warn(result, 'scheduled payout run left payouts unsent')
    },
    [AFFILIATE_JOBS.daily]: async () => deps.runDailySweep(),
  }

  return { enqueueDueRuns, jobHandlers }
}
