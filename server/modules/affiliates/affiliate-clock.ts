import type { Db } from '#server/db/client.ts'
import { addTestClockOffset, readTestClockOffset } from './affiliates.repository.ts'

// The offset is read at most this often per process: several instances share it through the
// database, and a second of staleness only matters to a test moving the clock by days.
const OFFSET_TTL_MS = 1_000

/**
 * The affiliate ledger's "now" (docs/decisions/033-affiliate-test-clock.md). In test mode it is
 * real time plus the test clock's offset, which an admin moves forward like a Stripe test clock to
 * watch holds end, payouts fall due and inactive affiliates be deactivated; in live mode it is
 * real time, always.
 */
export function createAffiliateClock(db: Db, isTestMode: boolean) {
  let cached = { offsetMs: 0, readAt: -Infinity }

  async function offsetMs(): Promise<number> {
    if (!isTestMode) return 0
    if (Date.now() - cached.readAt > OFFSET_TTL_MS) {
      cached = { offsetMs: await readTestClockOffset(db), readAt: Date.now() }
    }
    return cached.offsetMs
  }

  return {
    isTestClock: isTestMode,
    async now(): Promise<Date> {
      return new Date(Date.now() + (await offsetMs()))
    },
    /** Now, without waiting, when the offset is fresh in this process; null when it must be read. */
    peek(): Date | null {
      if (!isTestMode) return new Date()
      return Date.now() - cached.readAt > OFFSET_TTL_MS ? null : new Date(Date.now() + cached.offsetMs)
    },
    /** The offset in days, or null in live mode. */
    async offsetDays(): Promise<number | null> {
      return isTestMode ? (await offsetMs()) / 86_400_000 : null
    },
    async advance(days: number): Promise<void> {
      if (!isTestMode) throw new Error('The test clock exists only in test mode')
      const offset = await addTestClockOffset(db, days * 86_400_000)
      cached = { offsetMs: offset, readAt: Date.now() }
    },
  }
}

export type AffiliateClock = ReturnType<typeof createAffiliateClock>
