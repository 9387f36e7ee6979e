// Building an Intl.DateTimeFormat costs far more than using one, and every eligibility question
// asks for today's date (docs/decisions/019-fast-signed-in-api.md): one formatter per time zone.
const formatters = new Map<string, Intl.DateTimeFormat>()

/** Today's calendar date (YYYY-MM-DD) in an IANA time zone: the business's day, not the server's. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter.format(now)
}

/**
 * `todayIn` for a hot path, formatted at most once a second: days turn over on whole seconds in
 * every time zone, and formatting per request was a visible part of its cost (decision 019).
 * Each caller keeps its own (one zone at a time, the business's).
 */
export function createTodayCache(): (timeZone: string, atMs?: number) => string {
  let last = { timeZone: '', second: -1, day: '' }
  return (timeZone, atMs = Date.now()) => {
    const second = Math.floor(atMs / 1000)
    if (last.timeZone !== timeZone || last.second !== second) {
      last = { timeZone, second, day: todayIn(timeZone, new Date(atMs)) }
    }
    return last.day
  }
}

const DAY_MS = 86_400_000
// The offset is read at most this often per process: several instances share it through the
// store, and a second of staleness only matters to a test moving the clock by days.
const OFFSET_TTL_MS = 1_000

/** Where the test clock's offset is kept: one value every instance of the server reads. */
export type ClockOffsetStore = {
  readOffsetMs(): Promise<number>
  /** Adds `ms` to the offset and answers the new offset. */
  addOffsetMs(ms: number): Promise<number>
}

/**
 * The business's "now" (docs/decisions/033-affiliate-test-clock.md). In test mode it is real time
 * plus the test clock's offset, which an admin moves forward like a Stripe test clock to watch
 * holds end, payouts fall due and reminders go out; in live mode it is real time, always, and the
 * store is never read.
 */
export function createClock(store: ClockOffsetStore, isTestMode: boolean) {
  let cached = { offsetMs: 0, readAt: -Infinity }

  async function offsetMs(): Promise<number> {
    if (!isTestMode) return 0
    if (Date.now() - cached.readAt > OFFSET_TTL_MS) {
      cached = { offsetMs: await store.readOffsetMs(), readAt: Date.now() }
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
      return isTestMode ? (await offsetMs()) / DAY_MS : null
    },
    async advance(days: number): Promise<void> {
      if (!isTestMode) throw new Error('The test clock exists only in test mode')
      const offset = await store.addOffsetMs(days * DAY_MS)
      cached = { offsetMs: offset, readAt: Date.now() }
    },
  }
}

export type Clock = ReturnType<typeof createClock>
