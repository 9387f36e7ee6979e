import type { Counter, RateLimitStore } from './rate-limit-store.ts'

export type MemoryStoreOptions = {
  /** Counters kept at most; past it, ended windows are dropped and then the oldest counters. */
  maxKeys?: number
  now?: () => number
}

type Entry = { count: number; resetAt: number }

/**
 * Fixed-window counters in this process's memory: no I/O per request. Each process counts alone,
 * so with several processes a limit applies per process (set REDIS_URL to share them).
 */
export function createMemoryStore({ maxKeys = 100_000, now = Date.now }: MemoryStoreOptions = {}) {
  // A Map iterates in insertion order, and a counter is re-inserted when its window restarts, so
  // the first entries are the oldest windows: the ones to drop first when memory runs short.
  const entries = new Map<string, Entry>()
  let lastSweepAt = -Infinity

  function live(key: string, at: number): Entry | undefined {
    const entry = entries.get(key)
    if (entry && entry.resetAt <= at) {
      entries.delete(key)
      return undefined
    }
    return entry
  }

  // Ended windows go in a full pass at most once a minute (or a second when full), so one
  // request never pays for more than that; past the bound, the oldest counters go one by one.
  function makeRoom(at: number): void {
    const isFull = entries.size >= maxKeys
    if (at - lastSweepAt >= (isFull ? 1_000 : 60_000)) {
      lastSweepAt = at
      for (const [key, entry] of entries) if (entry.resetAt <= at) entries.delete(key)
    }
    for (const key of entries.keys()) {
      if (entries.size < maxKeys) break
      entries.delete(key)
    }
  }

  function count(key: string, windowMs: number): Counter {
    const at = now()
    let entry = live(key, at)
    if (!entry) {
      makeRoom(at)
      entry = { count: 0, resetAt: at + windowMs }
      entries.set(key, entry)
    }
    entry.count += 1
    return toCounter(entry, at)
  }

  const store: RateLimitStore & { count: typeof count; size(): number } = {
    async increment(key, windowMs) {
      return count(key, windowMs)
    },
    /** increment without a promise, for a check made on every request (the flood guard). */
    count,
    async decrement(key) {
      const entry = live(key, now())
      if (!entry) return
      entry.count -= 1
      if (entry.count <= 0) entries.delete(key)
    },
    async get(key) {
      const at = now()
      const entry = live(key, at)
      return entry ? toCounter(entry, at) : null
    },
    async delete(key) {
      entries.delete(key)
    },
    async close() {
      entries.clear()
    },
    /** Counters held right now (for tests of the memory bound). */
    size: () => entries.size,
  }
  return store
}

function toCounter(entry: Entry, at: number): Counter {
  return { count: entry.count, msLeft: entry.resetAt - at }
}
