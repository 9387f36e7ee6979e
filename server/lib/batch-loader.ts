type Waiter<V> = { resolve(value: V | undefined): void; reject(error: unknown): void }

export type BatchLoader<V> = {
  /** The value for `key` (undefined when there is none), read by a query sent after this call. */
  load(key: string): Promise<V | undefined>
}

/**
 * Reads by key in batches: the keys asked for while a batch is being read wait and go together in
 * the next one, and a key asked for twice in one batch is read once. Under load a hot read then
 * costs one database round trip per batch instead of one per request
 * (docs/decisions/022-compiled-serializers-and-batched-reads.md).
 *
 * A key never joins a batch already sent: its answer always comes from a query sent after it was
 * asked for, so a read that follows a committed write sees that write.
 */
export function createBatchLoader<V>(
  loadMany: (keys: string[]) => Promise<Map<string, V>>,
  { maxInFlight = 1, maxBatch = 100 }: { maxInFlight?: number; maxBatch?: number } = {},
): BatchLoader<V> {
  let queued = new Map<string, Array<Waiter<V>>>()
  let inFlight = 0
  let scheduled = false

  // A batch leaves once the event loop has run every callback that was ready: the requests that
  // arrived together have all asked by then. An embedded database (PGlite) answers without ever
  // yielding to the event loop, so waiting only for the current callback would batch nothing.
  function schedule() {
    if (scheduled) return
    scheduled = true
    setImmediate(() => {
      scheduled = false
      dispatch()
    })
  }

  function dispatch() {
    while (queued.size > 0 && inFlight < maxInFlight) {
      const batch = queued
      queued = new Map()
      if (batch.size > maxBatch) {
        const keys = [...batch.keys()]
        for (const key of keys.slice(maxBatch)) {
          queued.set(key, batch.get(key) ?? [])
          batch.delete(key)
        }
      }
      inFlight++
      void run(batch)
    }
  }

  async function run(batch: Map<string, Array<Waiter<V>>>) {
    try {
      const values = await loadMany([...batch.keys()])
      for (const [key, waiters] of batch) for (const waiter of waiters) waiter.resolve(values.get(key))
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error)
    } finally {
      inFlight--
      dispatch()
    }
  }

  return {
    load(key) {
      return new Promise<V | undefined>((resolve, reject) => {
        const waiters = queued.get(key)
        if (waiters) waiters.push({ resolve, reject })
        else queued.set(key, [{ resolve, reject }])
        schedule()
      })
    },
  }
}
