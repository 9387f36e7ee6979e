import type { PayoutProvider } from '#server/adapters/payouts/index.ts'
import { todayIn } from '#server/lib/clock.ts'
import type { CronStatus } from '#shared/contracts/affiliate-management.contract.ts'
import { clockTime, weekdayName } from '#shared/content/format.ts'
import { timeZoneLabel } from '#shared/content/figures.ts'
import { payoutMoments, zonedTime } from '#shared/domain/affiliates.ts'
import { latestJobs } from '../payouts/payouts.repository.ts'
import { AFFILIATE_JOBS, AFFILIATE_SCHEDULE_EVERY_MS, payoutSchedule } from '../payouts/scheduler.ts'
import type { UseCaseDeps } from '../use-case-deps.ts'

const DAY_MS = 86_400_000

export type CronStatusDeps = UseCaseDeps & {
  provider: PayoutProvider
}

/** Provider, hold days and the program's scheduled jobs with their last and next run. */
export function createGetCronStatus(deps: CronStatusDeps) {
  return async function getCronStatus(): Promise<CronStatus> {
    const s = await deps.settings.getSettings()
    const now = await deps.clock.now()
    const latest = new Map(
      (await latestJobs(deps.db, Object.values(AFFILIATE_JOBS))).map((job) => [job.name, job]),
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
          payoutMoments(now, payoutSchedule(s)).next,
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
}

function zonedDay(at: Date, timeZone: string) {
  const [year, month, day] = todayIn(timeZone, at).split('-').map(Number)
  return { year: year!, month: month!, day: day! }
}
