import { AppError } from '#server/lib/app-error.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import type { CreditRepairState } from '#shared/contracts/credit-repair.contract.ts'
import type { CreditRepairServiceDeps } from './credit-repair.deps.ts'
import * as repo from './credit-repair.repository.ts'
import type { CustomerRecords } from './customer-records.ts'
import { buildOverview } from './overview.ts'

/** The credit repair screen, for the customer and for staff. */
export function createCreditOverview(
  deps: Pick<CreditRepairServiceDeps, 'db' | 'isIdentityVerified' | 'loadCase'> & {
    records: Pick<CustomerRecords, 'findPaidCase' | 'businessToday'>
  },
) {
  const { db, records } = deps

  async function overviewFor(actor: User, userId: string): Promise<CreditRepairState> {
    // Without a paid package there is nothing to show yet (an answer, not an error: decision 057).
    const caseId = await records.findPaidCase(actor, userId)
    if (!caseId) return { overview: null }
    const [reports, items, letters, isIdentityVerified, preferences, today] = await Promise.all([
      repo.listReportsByUser(db, userId),
      repo.listItemsByUser(db, userId),
      repo.listLettersByUser(db, userId),
      deps.isIdentityVerified(userId),
      repo.findPreferences(db, userId),
      records.businessToday(),
    ])
    return {
      overview: buildOverview({
        caseId,
        today,
        isIdentityVerified,
        isEmailReminderOn: preferences?.emailCreditReminders ?? true,
        reports,
        items,
        letters,
      }),
    }
  }

  /** The signed-in customer's credit repair (null without a paid package). */
  async function getOverview(actor: User): Promise<CreditRepairState> {
    return overviewFor(actor, actor.id)
  }

  /** A customer's credit repair for staff, by one of their cases. */
  async function getOverviewForCase(actor: User, caseId: string): Promise<CreditRepairState> {
    const found = await deps.loadCase(caseId)
    if (!found) throw new AppError('not_found', 'Case not found')
    return overviewFor(actor, found.userId)
  }

  return { getOverview, getOverviewForCase }
}
