import type { CreditRepairOverview } from '#shared/contracts/credit-repair.contract.ts'
import { BUREAU_LABELS } from '#shared/domain/credit-repair.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { formatCalendarDate } from '#client/lib/dates.ts'

/**
 * Credit Monitoring: the tracked items by bureau and status, the next free report per bureau from
 * the official service, and the reminders. Nothing here reads a bureau: the customer pulls the reports.
 */
export function MonitoringPanel({ overview }: { overview: CreditRepairOverview }) {
  const { monitoring } = overview
  return (
    <div className="grid gap-4">
      <p className="text-sm text-navy-800">
        Each bureau gives you a free report every {monitoring.everyDays} days through{' '}
        <a
          href={monitoring.serviceUrl}
          target="_blank"
          rel="noreferrer"
          className="font-semibold underline underline-offset-2"
        >
          {monitoring.serviceName}
        </a>
        . Pull them there and upload them here to track your items.{' '}
        {monitoring.isEmailReminderOn
          ? 'We e-mail you when a report or an answer is due.'
          : 'E-mail reminders are off in your account settings.'}
      </p>
      <ul className="grid gap-3 sm:grid-cols-3">
        {overview.bureaus.map((bureau) => {
          const counts = new Map<string, number>()
          for (const item of bureau.items)
            counts.set(item.statusLabel, (counts.get(item.statusLabel) ?? 0) + 1)
          return (
            <li key={bureau.bureau} className="grid content-start gap-2 rounded-lg bg-navy-50 p-3">
              <span className="font-semibold text-navy-950">{bureau.label}</span>
              <span className="text-sm text-navy-800">
                Next free report: {formatCalendarDate(bureau.nextFreeReportOn)}
                {bureau.isFreeReportDue ? (
                  <Badge variant="orange" className="ml-2">
                    Due
                  </Badge>
                ) : null}
              </span>
              <span className="text-sm text-navy-800">
                Last report: {bureau.lastReportOn ? formatCalendarDate(bureau.lastReportOn) : 'none on file'}
              </span>
              {counts.size > 0 ? (
                <ul className="grid gap-1 text-sm text-navy-900">
                  {[...counts].map(([label, count]) => (
                    <li key={label}>
                      {label}: {count}
                    </li>
                  ))}
                </ul>
              ) : (
                <span className="text-sm text-navy-700">No tracked items.</span>
              )}
            </li>
          )
        })}
      </ul>
      {overview.reminders.length > 0 ? (
        <div className="grid gap-2">
          <h3 className="font-semibold text-navy-950">Reminders</h3>
          <ul className="grid gap-2">
            {overview.reminders.map((reminder) => (
              <li
                key={`${reminder.kind}-${reminder.bureau}-${reminder.on}`}
                className="rounded-md border border-orange-200 bg-orange-50 p-3 text-sm text-orange-950"
              >
                <span className="font-semibold">
                  {BUREAU_LABELS[reminder.bureau]}, {formatCalendarDate(reminder.on)}:
                </span>{' '}
                {reminder.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  )
}
