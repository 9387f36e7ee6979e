import {
  PAYOUT_RUN_HISTORY_SIZE,
  PayoutRunSchema,
  type PayoutRun,
} from '#shared/contracts/affiliate-management.contract.ts'
import type { UseCaseDeps } from '../use-case-deps.ts'
import { listAuditDetails } from './payouts.repository.ts'

/**
 * The audit action a payout run is kept under. A run is what an admin or the schedule did with
 * the program's money, which is what the audit log is for; the log's own table holds it, so the
 * run history needs no table of its own (docs/decisions/065-payouts-explain-themselves.md).
 */
export const PAYOUT_RUN_ACTION = 'PAYOUT_RUN'

/** Who starts a run: the admin's Run Payouts (and who pressed it) or the weekly schedule. */
export type PayoutRunStart = { trigger: 'SCHEDULED' } | { trigger: 'MANUAL'; actorUserId: string }

/** The latest payout runs, newest first, as each answered. */
export function createListPayoutRuns(deps: Pick<UseCaseDeps, 'db'>) {
  return async function listPayoutRuns(): Promise<PayoutRun[]> {
    const details = await listAuditDetails(deps.db, PAYOUT_RUN_ACTION, PAYOUT_RUN_HISTORY_SIZE)
    // An entry this version cannot read (written by a later one, say) is left out, not an error.
    return details.flatMap((detail) => {
      const run = PayoutRunSchema.safeParse(detail)
      return run.success ? [run.data] : []
    })
  }
}
