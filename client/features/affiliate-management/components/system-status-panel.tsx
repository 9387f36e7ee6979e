import type { CronStatus } from '#shared/contracts/affiliate-management.contract.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Progress } from '#client/components/ui/progress.tsx'
import { formatZonedTime, payoutProviderName, taskStatusBadge } from '../affiliate-management-display.ts'
import { NoValue, Term } from './display-parts.tsx'

/**
 * The payout provider, the hold period and the scheduled affiliate tasks with their last and next
 * runs, on the business time zone's clock (DECISIONS §1), named so nobody reads them as UTC.
 */
export function SystemStatusPanel({ status }: { status: CronStatus }) {
  const { timeZone } = status
  return (
    <div className="grid gap-5">
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
        <Term label="Payouts">
          <Badge variant={status.connectEnabled ? 'green' : 'blue'}>
            {payoutProviderName(status.connectEnabled)}
          </Badge>
        </Term>
        <Term label="Hold period">{status.holdDays === 1 ? '1 day' : `${status.holdDays} days`}</Term>
        <Term label="Time zone">{timeZone}</Term>
      </dl>
      <div className="grid gap-3">
        <h3 className="text-base font-semibold text-navy-950">Scheduled tasks</h3>
        {status.tasks.length === 0 ? (
          <p className="text-sm text-navy-800">No scheduled tasks.</p>
        ) : (
          <ul className="grid gap-3">
            {status.tasks.map((task) => {
              const badge = taskStatusBadge(task.lastStatus)
              return (
                <li key={task.name} className="grid gap-2 rounded-lg border border-navy-100 p-3 sm:p-4">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h4 className="font-semibold text-navy-950">{task.label}</h4>
                    <Badge variant={badge.variant}>{badge.label}</Badge>
                  </div>
                  <p className="text-sm text-navy-800">{task.description}</p>
                  <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
                    <Term label="Last run">
                      {task.lastRunAt ? formatZonedTime(task.lastRunAt, timeZone) : <NoValue />}
                    </Term>
                    <Term label="Next run">
                      {task.nextRunAt ? formatZonedTime(task.nextRunAt, timeZone) : <NoValue />}
                    </Term>
                  </dl>
                  {task.progress !== null ? (
                    <Progress value={task.progress * 100} label={`${task.label} progress`} />
                  ) : null}
                </li>
              )
            })}
          </ul>
        )}
      </div>
    </div>
  )
}
