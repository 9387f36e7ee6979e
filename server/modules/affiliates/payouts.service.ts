import type { Mailer } from '#server/adapters/mail/index.ts'
import type { PayoutProvider } from '#server/adapters/payouts/index.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import type { JobRunner } from '#server/jobs/index.ts'
import type { Clock } from '#server/lib/clock.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { AuditService } from '#server/modules/audit/index.ts'
import type { SettingsService } from '#server/modules/settings/index.ts'
import type { Ledger } from './affiliates.ledger.ts'
import type { AffiliatesService } from './affiliates.service.ts'
import { createAdjustBalance } from './ledger/adjust-balance.ts'
import { createDailySweep } from './payouts/daily-sweep.ts'
import { createListPayoutRuns } from './payouts/run-history.ts'
import { createPayoutRuns } from './payouts/run-payouts.ts'
import { createScheduler } from './payouts/scheduler.ts'
import { createProgramAdmin } from './program/program-admin.ts'
import { createGetCronStatus } from './reports/cron-status.ts'
import { createForm1099Csv } from './reports/form-1099.ts'
import { createManagementTable } from './reports/management-table.ts'
import { createGetHeldCommissions } from './reports/held-commissions.ts'
import { createGetPayoutPolicy } from './reports/payout-policy.ts'

export { AFFILIATE_JOBS, AFFILIATE_SCHEDULE_EVERY_MS } from './payouts/scheduler.ts'

export type PayoutsServiceDeps = {
  db: Db
  config: Pick<Config, 'publicUrl' | 'company' | 'isTestMode'>
  log: Logger
  mailer: Mailer
  audit: Pick<AuditService, 'record'>
  clock: Clock
  settings: Pick<SettingsService, 'getSettings' | 'setSetting'>
  provider: PayoutProvider
  ledger: Ledger
  affiliates: Pick<AffiliatesService, 'refreshPayoutAccount'>
  jobs: Pick<JobRunner, 'enqueue'>
}

/**
 * Payouts and the program's back office (docs/decisions/032-affiliate-payouts.md): weekly runs
 * that pay each eligible affiliate exactly once, the scheduled sweeps, and the admin's views and
 * corrections. The runs and the sweep are files in payouts/, the admin's views in reports/; this
 * assembles them from one set of deps.
 */
export function createPayoutsService(deps: PayoutsServiceDeps) {
  const { runPayouts, sendPayout } = createPayoutRuns(deps)
  const runDailySweep = createDailySweep(deps)
  const { enqueueDueRuns, jobHandlers } = createScheduler({ ...deps, runPayouts, runDailySweep })
  const table = createManagementTable(deps)
  const admin = createProgramAdmin({ ...deps, table })

  return {
    runPayouts,
    listPayoutRuns: createListPayoutRuns(deps),
    sendPayout,
    runDailySweep,
    enqueueDueRuns,
    jobHandlers,
    listManagement: table.listManagement,
    listRecentPayouts: table.listRecentPayouts,
    getCronStatus: createGetCronStatus(deps),
    getPayoutPolicy: createGetPayoutPolicy(deps),
    getHeldCommissions: createGetHeldCommissions(deps),
    setStatus: admin.setStatus,
    adjustBalance: createAdjustBalance({ ...deps, table }),
    setProgramOpen: admin.setProgramOpen,
    form1099Csv: createForm1099Csv(deps),
  }
}

export type PayoutsService = ReturnType<typeof createPayoutsService>
