import type { CreditRepairServiceDeps } from './credit-repair.deps.ts'
import * as repo from './credit-repair.repository.ts'
import { freeReportsDueEmail, responseDueEmail } from './credit-repair.emails.ts'
import type { CustomerRecords } from './customer-records.ts'
import { buildOverview, itemsOfLetter } from './overview.ts'

/** The recurring job that sends the credit repair's reminders (docs/decisions/044-credit-repair.md). */
export const CREDIT_REMINDER_JOB = 'credit-repair.reminders'
export const CREDIT_REMINDER_EVERY_MS = 60 * 60_000

export function createRunReminders(
  deps: Pick<CreditRepairServiceDeps, 'db' | 'mailer' | 'config' | 'settings' | 'findCustomer'> & {
    records: Pick<CustomerRecords, 'businessToday'>
  },
) {
  const { db } = deps

  async function remindersWanted(userId: string): Promise<boolean> {
    return (await repo.findPreferences(db, userId))?.emailCreditReminders ?? true
  }

  /**
   * The reminder job (idempotent): letters whose answer is due with items still unanswered, and
   * free weekly reports ready to pull. Each reminder is claimed before it is sent and released if
   * sending fails, so it goes out once.
   */
  return async function runReminders(): Promise<{ responses: number; reports: number }> {
    const today = await deps.records.businessToday()
    const { companyName } = await deps.settings.getSettings()
    const dashboardUrl = `${deps.config.publicUrl}/dashboard`
    let responses = 0
    for (const letter of await repo.listLettersDueForReminder(db, today)) {
      const items = itemsOfLetter(letter, await repo.listItemsByUser(db, letter.userId))
      const isAnswered = letter.kind === 'DISPUTE' ? items.every((item) => item.result !== null) : true
      if (isAnswered || !(await remindersWanted(letter.userId))) {
        await repo.claimLetterReminder(db, letter.id, new Date())
        continue
      }
      const customer = await deps.findCustomer(letter.userId)
      if (!customer || !(await repo.claimLetterReminder(db, letter.id, new Date()))) continue
      try {
        await deps.mailer.send(
          responseDueEmail(
            customer.email,
            customer.firstName,
            { bureau: letter.bureau, sentOn: letter.sentOn!, responseDueOn: letter.responseDueOn! },
            dashboardUrl,
            companyName,
          ),
        )
        responses++
      } catch (error) {
        await repo.releaseLetterReminder(db, letter.id)
        throw error
      }
    }
    let reports = 0
    for (const userId of await repo.listUsersWithReports(db)) {
      const overview = buildOverview({
        caseId: '',
        today,
        isIdentityVerified: false,
        isEmailReminderOn: true,
        reports: await repo.listReportsByUser(db, userId),
        items: [],
        letters: [],
      })
      const due = overview.bureaus.filter((b) => b.isFreeReportDue).map((b) => b.bureau)
      if (due.length === 0 || !(await remindersWanted(userId))) continue
      const customer = await deps.findCustomer(userId)
      // At most one such reminder a week, whatever the job's schedule.
      if (!customer || !(await repo.claimReportReminder(db, userId, today, weekBefore(today)))) continue
      await deps.mailer.send(
        freeReportsDueEmail(customer.email, customer.firstName, due, dashboardUrl, companyName),
      )
      reports++
    }
    return { responses, reports }
  }
}

function weekBefore(today: string): string {
  const date = new Date(`${today}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() - 6)
  return date.toISOString().slice(0, 10)
}
