import type { Logger } from './logger.ts'

// What a process remembers having stored, so a repeat costs no write at all; cleared when full
// (the table's unique key still stores each row once).
const SEEN_LIMIT = 100_000

export type BatchWriterOptions<T> = {
  /** What stores a batch (one statement). */
  insert: (rows: T[]) => Promise<void>
  /** A row's identity: a row seen before in this process is not held again. */
  keyOf: (row: T) => string
  log: Pick<Logger, 'error'>
  /** The log line when a batch could not be stored. */
  failure: string
  flushMs?: number
  maxBatch?: number
}

/**
 * Holds counter rows (referral clicks, funnel steps) in memory and stores them in batches, so the
 * busy public paths that produce them never wait for a write (docs/decisions/031-affiliate-ledger.md).
 * At most `flushMs` of rows (or `maxBatch` of them) are held; a crash loses those and nothing else.
 * The tables' unique keys make batches from several instances store each row once.
 */
export function createBatchWriter<T>({
  insert,
  keyOf,
  log,
  failure,
  flushMs = 1_000,
  maxBatch = 500,
}: BatchWriterOptions<T>) {
  let pending: T[] = []
  let seen = new Set<string>()
  let timer: NodeJS.Timeout | null = null
  let flushing: Promise<void> = Promise.resolve()

  function record(row: T): void {
    const key = keyOf(row)
    if (seen.has(key)) return
    if (seen.size >= SEEN_LIMIT) seen = new Set()
    seen.add(key)
    pending.push(row)
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
        await insert(batch)
      } catch (error) {
        log.error({ err: error, rows: batch.length }, failure)
      }
    })
    return flushing
  }

  return { record, flush }
}

export type BatchWriter<T> = ReturnType<typeof createBatchWriter<T>>
