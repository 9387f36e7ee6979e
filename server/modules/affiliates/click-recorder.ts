import type { Db } from '#server/db/client.ts'
import type { Logger } from '#server/lib/logger.ts'
import { insertClicks, type ClickRow } from './affiliates.repository.ts'

/**
 * Referral clicks are written in batches (docs/decisions/031-affiliate-ledger.md): the link is the
 * busiest public path, and a click is a counter, not money. A process holds at most `flushMs` of
 * clicks (or `maxBatch` of them) before one INSERT stores them; a crash loses those, nothing else.
 * The once-per-visitor-per-day rule is the table's unique key, so batches from several instances
 * still count each visitor once.
 */
const SEEN_LIMIT = 100_000

export function createClickRecorder(db: Db, log: Logger, { flushMs = 1_000, maxBatch = 500 } = {}) {
  let pending: ClickRow[] = []
  // What this process stored today already: a returning visitor's click needs no write at all.
  let seen = new Set<string>()
  let timer: NodeJS.Timeout | null = null
  let flushing: Promise<void> = Promise.resolve()

  function record(click: ClickRow): void {
    const key = `${click.day}|${click.code}|${click.visitorHash}`
    if (seen.has(key)) return
    if (seen.size >= SEEN_LIMIT) seen = new Set()
    seen.add(key)
    pending.push(click)
    if (pending.length >= maxBatch) void flush()
    else if (!timer) {
      timer = setTimeout(() => void flush(), flushMs)
      timer.unref()
    }
  }

  /** Stores what is held now (and waits for a flush already under way). */
  function flush(): Promise<void> {
    if (timer) clearTimeout(timer)
    timer = null
    const batch = pending
    pending = []
    flushing = flushing.then(async () => {
      if (batch.length === 0) return
      try {
        await insertClicks(db, batch)
      } catch (error) {
        log.error({ err: error, clicks: batch.length }, 'referral clicks not stored')
      }
    })
    return flushing
  }

  return { record, flush }
}

export type ClickRecorder = ReturnType<typeof createClickRecorder>
