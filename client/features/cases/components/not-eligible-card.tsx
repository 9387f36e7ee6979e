import { BellRing } from 'lucide-react'
import { useState } from 'react'
import type { CaseDetail } from '#shared/contracts/cases.contract.ts'
import { reminderDate } from '#shared/domain/case-verdict.ts'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { formatCalendarDate, todayIsoDate } from '#client/lib/dates.ts'
import { useCancelReminder, useScheduleReminder } from '../cases.mutations.ts'
import { errorText } from './error-text.ts'

const headingId = 'case-not-eligible-heading'

/**
 * What a case found not eligible (by the check, or by our team's review: docs/decisions/050) offers
 * instead of checkout (docs/decisions/021-case-follows-verdict.md): why there is nothing to pay
 * (the verdict or the review beside it has the reasons), an e-mail reminder on the
 * date the wait runs out when a wait is all that stands in the way, and the pardon route the check
 * names as the remaining option.
 */
export function NotEligibleCard({ item }: { item: CaseDetail }) {
  const date = reminderDate(item.eligibility)
  // Each side names the pardon that stays open whatever else happens (docs/decisions/020).
  const pardons = [
    ...new Set(
      [item.eligibility.federal, item.eligibility.state].flatMap((finding) =>
        finding.clemencyRoute ? [finding.clemencyRoute] : [],
      ),
    ),
  ]
  return (
    <Card>
      <section aria-labelledby={headingId} className="grid gap-4">
        <h2 id={headingId} className="text-xl font-semibold text-navy-950">
          What you can do now
        </h2>
        <p className="text-navy-800">
          {item.staffReview
            ? 'Our team reviewed your case and found that you are not eligible now. Their review is with your eligibility check below.'
            : 'There is nothing to pay for on this case now. Your eligibility check below shows why, for federal and for state law.'}
        </p>
        {date && date > todayIsoDate() ? <Reminder item={item} date={date} /> : null}
        {pardons.length > 0 ? (
          <div className="grid gap-2">
            <h3 className="font-semibold text-navy-950">The pardon route</h3>
            {pardons.map((path) => (
              <p key={path} className="text-sm text-navy-800">
                <span className="font-semibold">{path}.</span> It can be requested at any time, but it is
                granted at discretion, with no published eligibility rule.
              </p>
            ))}
          </div>
        ) : null}
      </section>
    </Card>
  )
}

function Reminder({ item, date }: { item: CaseDetail; date: string }) {
  const schedule = useScheduleReminder(item.id)
  const cancel = useCancelReminder(item.id)
  const [error, setError] = useState<string | null>(null)
  const shown = formatCalendarDate(date)
  const run = (change: typeof schedule | typeof cancel) => {
    setError(null)
    change.mutateAsync().catch((failure: unknown) => setError(errorText(failure)))
  }
  return (
    <div className="grid justify-items-start gap-3 rounded-md border border-navy-200 bg-navy-50 p-4">
      <p className="flex items-start gap-2 text-navy-900" aria-live="polite">
        <BellRing aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-navy-700" />
        {item.reminder?.status === 'SCHEDULED'
          ? `We will e-mail you on ${shown}.`
          : item.reminder?.status === 'SENT'
            ? `We e-mailed you on ${formatCalendarDate(item.reminder.remindOn)}.`
            : `Your wait runs out on ${shown}. We can e-mail you that day, so you can check again and go ahead.`}
      </p>
      {item.reminder?.status === 'SCHEDULED' ? (
        <Button variant="outline" size="sm" onClick={() => run(cancel)} disabled={cancel.isPending}>
          {cancel.isPending ? 'Cancelling…' : 'Cancel the reminder'}
        </Button>
      ) : item.reminder?.status !== 'SENT' ? (
        <Button onClick={() => run(schedule)} disabled={schedule.isPending}>
          {schedule.isPending ? 'Scheduling…' : `E-mail me on ${shown}`}
        </Button>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  )
}
