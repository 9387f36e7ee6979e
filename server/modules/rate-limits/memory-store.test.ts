import { describe, expect, it } from 'vitest'
import { createMemoryStore } from './memory-store.ts'
import { createRateLimitsService, progressiveDelayMs } from './rate-limits.service.ts'

function clock(start = 1_000_000) {
  let at = start
  return { now: () => at, advance: (ms: number) => (at += ms) }
}

describe('in-process rate-limit store', () => {
  it('counts hits within a window and starts again once the window has ended', async () => {
    const time = clock()
    const store = createMemoryStore({ now: time.now })
    expect(await store.increment('k', 10_000)).toEqual({ count: 1, msLeft: 10_000 })
    time.advance(4_000)
    expect(await store.increment('k', 10_000)).toEqual({ count: 2, msLeft: 6_000 })
    time.advance(6_000)
    expect(await store.get('k')).toBeNull()
    expect(await store.increment('k', 10_000)).toEqual({ count: 1, msLeft: 10_000 })
  })

  it('keeps separate counters per key', async () => {
    const store = createMemoryStore()
    await store.increment('a', 60_000)
    await store.increment('a', 60_000)
    await store.increment('b', 60_000)
    expect((await store.get('a'))?.count).toBe(2)
    expect((await store.get('b'))?.count).toBe(1)
  })

  it('takes a hit back without going below zero, and deletes a counter', async () => {
    const store = createMemoryStore()
    await store.increment('k', 60_000)
    await store.increment('k', 60_000)
    await store.decrement('k')
    expect((await store.get('k'))?.count).toBe(1)
    await store.decrement('k')
    await store.decrement('k')
    expect(await store.get('k')).toBeNull()
    await store.increment('k', 60_000)
    await store.delete('k')
    expect(await store.get('k')).toBeNull()
  })

  it('drops ended windows on its own, so idle counters do not pile up', async () => {
    const time = clock()
    const store = createMemoryStore({ now: time.now })
    for (let i = 0; i < 500; i++) await store.increment(`old-${i}`, 1_000)
    time.advance(61_000)
    await store.increment('new', 1_000)
    expect(store.size()).toBe(1)
  })

  it('never holds more counters than its bound, forgetting the oldest first', async () => {
    const time = clock()
    const store = createMemoryStore({ maxKeys: 100, now: time.now })
    for (let i = 0; i < 1_000; i++) {
      await store.increment(`subject-${i}`, 60_000)
      time.advance(1)
    }
    expect(store.size()).toBeLessThanOrEqual(100)
    expect(await store.get('subject-999')).not.toBeNull()
    expect(await store.get('subject-0')).toBeNull()
  })
})

describe('rate-limits service over the in-process store', () => {
  it('consume lets the limit through and refuses the next with 429 and Retry-After', async () => {
    const limits = createRateLimitsService({ store: createMemoryStore() })
    const policy = { limit: 2, windowSeconds: 60 }
    await limits.consume('test', '192.0.2.1', policy)
    await limits.consume('test', '192.0.2.1', policy)
    const refused = await limits.consume('test', '192.0.2.1', policy).catch((error: unknown) => error)
    expect(refused).toMatchObject({ code: 'rate_limited', headers: { 'retry-after': '60' } })
    await expect(limits.consume('test', '192.0.2.2', policy)).resolves.toBeUndefined()
  })

  it('keys the store by a hash, never by the address or e-mail itself', async () => {
    const keys: string[] = []
    const inner = createMemoryStore()
    const limits = createRateLimitsService({
      store: { ...inner, increment: (key, ms) => (keys.push(key), inner.increment(key, ms)) },
    })
    await limits.hit('sign-in:pair', 'someone@example.com|192.0.2.1', { windowSeconds: 60 })
    expect(keys).toHaveLength(1)
    expect(keys[0]).toMatch(/^sign-in:pair:[A-Za-z0-9_-]{43}$/)
    expect(keys[0]).not.toContain('example.com')
  })
})

describe('progressive delay', () => {
  const options = { freeFailures: 5, baseMs: 250, maxMs: 3_000 }
  it('adds nothing for the first failures, then doubles up to the cap', () => {
    expect([0, 5, 6, 7, 8, 9, 10, 1_000].map((n) => progressiveDelayMs(n, options))).toEqual([
      0, 0, 250, 500, 1_000, 2_000, 3_000, 3_000,
    ])
  })
})
