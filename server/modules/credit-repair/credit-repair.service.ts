import { createCreditItems } from './credit-items.ts'
import { createCreditOverview } from './credit-overview.ts'
import { CREDIT_REMINDER_JOB, createRunReminders } from './credit-reminders.ts'
import type { CreditRepairServiceDeps } from './credit-repair.deps.ts'
import { createCustomerRecords } from './customer-records.ts'
import { createLetterGeneration } from './generate-letters.ts'
import { createItemResults } from './item-results.ts'
import { createMarkLetterSent } from './mark-letter-sent.ts'

export { CREDIT_REMINDER_EVERY_MS, CREDIT_REMINDER_JOB } from './credit-reminders.ts'
export type { CreditRepairServiceDeps } from './credit-repair.deps.ts'

/**
 * The included credit repair (docs/decisions/044-credit-repair.md): reports, disputed items, the
 * letters, the bureaus' answers and the reminders. Each use case is a file beside this one; this
 * assembles them from one set of deps.
 */
export function createCreditRepairService(deps: CreditRepairServiceDeps) {
  const records = createCustomerRecords(deps)
  const overview = createCreditOverview({ ...deps, records })
  const items = createCreditItems({ ...deps, records })
  const letters = createLetterGeneration({ ...deps, records })
  const results = createItemResults({ ...deps, records })
  const runReminders = createRunReminders({ ...deps, records })

  return {
    getOverview: overview.getOverview,
    getOverviewForCase: overview.getOverviewForCase,
    registerReport: items.registerReport,
    addItems: items.addItems,
    updateItem: items.updateItem,
    deleteItem: items.deleteItem,
    generateLetters: letters.generateLetters,
    generateFollowUp: letters.generateFollowUp,
    markLetterSent: createMarkLetterSent({ ...deps, records }),
    recordResult: results.recordResult,
    recordResultAsStaff: results.recordResultAsStaff,
    runReminders,
    jobHandlers: { [CREDIT_REMINDER_JOB]: async () => void (await runReminders()) },
  }
}

export type CreditRepairService = ReturnType<typeof createCreditRepairService>
