import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import { createMemoryStore } from './memory-store.ts'
import type { RateLimitStore } from './rate-limit-store.ts'
import { createRateLimitsService } from './rate-limits.service.ts'
import { createRedisStore } from './redis-store.ts'

// The shared-counter cases run against the in-process store always, and against Redis too when
// TEST_REDIS_URL names one (CI exports redis://127.0.0.1:6379): nothing is skipped either way.
const redisUrl = process.env.TEST_REDIS_URL
const silent = { warn: () => {}, error: () => {} }
const opened: RateLimitStore[] = []
afterAll(async () => {
  await Promise.all(opened.map((store) => store.close()))
})

// Each test gets its own key prefix, so runs and parallel test files never share counters.
async function redisStore(prefix: string) {
  const store = createRedisStore({ url: redisUrl!, log: silent, keyPrefix: prefix })
  opened.push(store)
  await store.ready()
  return store
}

type Kind = { name: string; open(prefix: string): Promise<RateLimitStore> }
const kinds: Kind[] = [
  {
    name: 'in-process',
    open: async () => {
      const shared = createMemoryStore()
      return shared
    },
  },
  ...(redisUrl ? [{ name: 'Redis', open: redisStore }] : []),
]

describe.each(kinds)('$name rate-limit store', (kind) => {
  it('counts hits atomically when many arrive at once', async () => {
    const store = await kind.open(`rr-test:${randomUUID()}:`)
    const counts = await Promise.all(Array.from({ length: 50 }, () => store.increment('burst', 60_000)))
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    )
    for (const counter of counts) expect(counter.msLeft).toBeGreaterThan(55_000)
  })

  it('ends a window when its time is up', async () => {
    const store = await kind.open(`rr-test:${randomUUID()}:`)
    await store.increment('short', 150)
    expect((await store.get('short'))?.count).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 250))
    expect(await store.get('short')).toBeNull()
    expect((await store.increment('short', 150)).count).toBe(1)
  })

  it('takes hits back and deletes counters', async () => {
    const store = await kind.open(`rr-test:${randomUUID()}:`)
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
})

if (redisUrl) {
  describe('Redis rate-limit store', () => {
    it('shares counters between server processes', async () => {
      const prefix = `rr-test:${randomUUID()}:`
      const first = createRateLimitsService({ store: await redisStore(prefix) })
      const second = createRateLimitsService({ store: await redisStore(prefix) })
      const policy = { limit: 3, windowSeconds: 60 }
      await first.consume('form', '192.0.2.10', policy)
      await second.consume('form', '192.0.2.10', policy)
      await first.consume('form', '192.0.2.10', policy)
      await expect(second.consume('form', '192.0.2.10', policy)).rejects.toMatchObject({
        code: 'rate_limited',
      })
    })

    it('stores prefixed, hashed keys with an expiry: no address or e-mail', async () => {
      const prefix = `rr-test:${randomUUID()}:`
      const limits = createRateLimitsService({ store: await redisStore(prefix) })
      await limits.hit('sign-in:pair', 'owner@example.com|192.0.2.20', { windowSeconds: 60 })
      const raw = new Redis(redisUrl)
      try {
        const keys = await raw.keys(`${prefix}*`)
        expect(keys).toHaveLength(1)
        expect(keys[0]).toMatch(new RegExp(`^${prefix}sign-in:pair:[A-Za-z0-9_-]{43}$`))
        expect(keys[0]).not.toContain('example.com')
        expect(await raw.pttl(keys[0]!)).toBeGreaterThan(55_000)
      } finally {
        raw.disconnect()
      }
    })
  })
}

describe('Redis rate-limit store when Redis cannot be reached', () => {
  it('keeps limiting in this process, logs once and never logs the URL or its password', async () => {
    const lines: string[] = []
    const log = {
      warn: (details: object, message: string) => lines.push(`${message} ${JSON.stringify(details)}`),
      error: (details: object, message: string) => lines.push(`${message} ${JSON.stringify(details)}`),
    }
    // Port 9 (discard) on loopback: nothing listens, so every connection attempt is refused.
    const store = createRedisStore({
      url: 'redis://:hunter2-secret@127.0.0.1:9',
      log,
      redisOptions: { retryStrategy: () => 50 },
    })
    opened.push(store)
    const limits = createRateLimitsService({ store })
    const policy = { limit: 2, windowSeconds: 60 }
    await limits.consume('form', '192.0.2.30', policy)
    await limits.consume('form', '192.0.2.30', policy)
    await expect(limits.consume('form', '192.0.2.30', policy)).rejects.toMatchObject({
      code: 'rate_limited',
    })
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain('Redis is unreachable')
    expect(lines.join('\n')).not.toContain('hunter2')
    expect(lines.join('\n')).not.toContain('127.0.0.1')
  })
})
