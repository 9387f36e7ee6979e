import { z } from 'zod'
import { defineJob, handles, type JobHandler } from '#server/jobs/index.ts'
import { canActFor } from '#server/lib/actor.ts'
import { AppError } from '#server/lib/app-error.ts'
import { todayIn } from '#server/lib/clock.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import type { CaseDetail } from '#shared/contracts/cases.contract.ts'
import { reminderDate } from '#shared/domain/case-verdict.ts'
import type { EligibilityResult } from '#shared/domain/eligibility/index.ts'
import { caseReminderEmail } from './cases.emails.ts'
import type { CasesServiceDeps } from './cases.service.ts'
import {
  cancelScheduledReminders,
  findCaseById,
  findLiveReminder,
  findReminderById,
  insertReminder,
  markReminderSent,
} from './cases.repository.ts'

/** The job that sends one reminder on its date (docs/decisions/010-jobs-in-the-database.md). */
export const CASE_REMINDER_JOB = 'cases.reminder.send'
const REMINDER_JOB = defineJob(CASE_REMINDER_JOB, z.object({ reminderId: z.string() }))

/** Reminders go out at 9 in the morning, business time. */
const REMINDER_HOUR = 9

type Deps = Pick<
  CasesServiceDeps,
  'db' | 'config' | 'mailer' | 'audit' | 'settings' | 'jobs' | 'findCustomer'
> & {
  getCase(actor: User, caseId: string): Promise<CaseDetail>
  caseNumber(caseId: string): string
}

/**
 * E-mail reminders on the date a NOT_ELIGIBLE case's wait runs out
 * (docs/decisions/021-case-follows-verdict.md). A reminder is a row of the case and a job in the
 * jobs table that sends it on its date; cancelling marks the row, and the job then sends nothing.
 */
export function createReminders(deps: Deps) {
  const { db, audit } = deps

  async function customersOwnCase(actor: User, caseId: string) {
    const row = await findCaseById(db, caseId)
    if (!row || !canActFor(actor, row.userId, 'case')) throw new AppError('not_found', 'Case not found')
    if (row.userId !== actor.id) {
      throw new AppError('conflict', 'Only the customer can set up reminders on their own case.')
    }
    return row
  }

  /** Schedules the reminder, once: asking again returns the one already scheduled. */
  async function scheduleReminder(actor: User, caseId: string): Promise<CaseDetail> {
    const row = await customersOwnCase(actor, caseId)
    const remindOn = reminderDate(row.eligibility as EligibilityResult)
    if (!remindOn) {
      throw new AppError(
        'conflict',
        'This case has no date to remind you of: no waiting period is what stands in the way.',
      )
    }
    const { payoutTimeZone } = await deps.settings.getSettings()
    if (remindOn <= todayIn(payoutTimeZone)) {
      throw new AppError(
        'conflict',
        'That date has already come. Please check your eligibility again instead.',
      )
    }
    if (await findScheduled(caseId)) return deps.getCase(actor, caseId)
    await db.transaction(async (tx) => {
      const reminder = await insertReminder(tx, { caseId, userId: actor.id, remindOn })
      // Another request scheduled it a moment ago (the one-scheduled-reminder index).
      if (!reminder) return
      await deps.jobs.enqueue(
        CASE_REMINDER_JOB,
        { reminderId: reminder.id },
        {
          runAt: zonedTime(remindOn, REMINDER_HOUR, payoutTimeZone),
          uniqueKey: `${CASE_REMINDER_JOB}:${reminder.id}`,
        },
        tx,
      )
      await audit.record(
        { caseId, actor: 'USER', actorUserId: actor.id, action: 'REMINDER_SCHEDULED', detail: { remindOn } },
        tx,
      )
    })
    return deps.getCase(actor, caseId)
  }

  async function findScheduled(caseId: string) {
    const live = await findLiveReminder(db, caseId)
    return live?.status === 'SCHEDULED' ? live : undefined
  }

  /** Cancels the scheduled reminder; with none scheduled there is nothing to do. */
  async function cancelReminder(actor: User, caseId: string): Promise<CaseDetail> {
    await customersOwnCase(actor, caseId)
    await db.transaction(async (tx) => {
      if ((await cancelScheduledReminders(tx, caseId)) > 0) {
        await audit.record({ caseId, actor: 'USER', actorUserId: actor.id, action: 'REMINDER_CANCELED' }, tx)
      }
    })
    return deps.getCase(actor, caseId)
  }

  /**
   * Sends a reminder still scheduled, then marks it sent. A cancelled or already sent one is
   * skipped; a runner that dies between the two sends it again (e-mails are at least once).
   */
  async function sendReminder({ reminderId }: { reminderId: string }): Promise<void> {
    const reminder = await findReminderById(db, reminderId)
    if (reminder?.status !== 'SCHEDULED') return
    const customer = await deps.findCustomer(reminder.userId)
    if (!customer) return
    await deps.mailer.send(
      caseReminderEmail(
        customer.email,
        customer.firstName,
        deps.caseNumber(reminder.caseId),
        `${deps.config.publicUrl}/case/${reminder.caseId}`,
        deps.config.company.name,
      ),
    )
    if (await markReminderSent(db, reminderId)) {
      await audit.record({ caseId: reminder.caseId, actor: 'SYSTEM', action: 'REMINDER_SENT' })
    }
  }

  const jobHandlers: Record<string, JobHandler> = handles(REMINDER_JOB, sendReminder)

  return { scheduleReminder, cancelReminder, jobHandlers }
}

/** The instant a wall-clock hour of a date has in an IANA time zone. */
export function zonedTime(date: string, hour: number, timeZone: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number)
  const guess = Date.UTC(year, month - 1, day, hour)
  // The zone's offset at that moment, e.g. 'GMT-05:00'; a second pass settles a DST change between.
  const offsetAt = (at: number) => {
    const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(new Date(at))
      .find((part) => part.type === 'timeZoneName')?.value
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '')
    if (!match) return 0
    const minutes = Number(match[2]) * 60 + Number(match[3])
    return (match[1] === '-' ? -1 : 1) * minutes * 60_000
  }
  const first = guess - offsetAt(guess)
  return new Date(guess - offsetAt(first))
}
