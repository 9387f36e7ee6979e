import { heldReleaseDates } from '../ledger/ledger.repository.ts'
import type { UseCaseDeps } from '../use-case-deps.ts'

/** When the program's held commissions are released, on the affiliate clock; nulls when none are held. */
export type HeldCommissions = { firstReleaseAt: Date | null; lastReleaseAt: Date | null }

/**
 * The release dates of every commission still in its hold, across affiliates, from the ledger: the
 * back office says "held until" next to what is due now (docs/decisions/065-payouts-explain-themselves.md).
 */
export function createGetHeldCommissions(deps: Pick<UseCaseDeps, 'db' | 'clock'>) {
  return async function getHeldCommissions(): Promise<HeldCommissions> {
    const dates = [...(await heldReleaseDates(deps.db, await deps.clock.now())).values()]
    if (dates.length === 0) return { firstReleaseAt: null, lastReleaseAt: null }
    return {
      firstReleaseAt: new Date(Math.min(...dates.map((d) => d.first.getTime()))),
      lastReleaseAt: new Date(Math.max(...dates.map((d) => d.last.getTime()))),
    }
  }
}
