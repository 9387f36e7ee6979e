import type { Redis, RedisOptions } from 'ioredis'
import type { Logger } from '#server/lib/logger.ts'
import { createMemoryStore } from './memory-store.ts'
import type { Counter, RateLimitStore } from './rate-limit-store.ts'

// One round trip, atomic: count the hit and start the window's expiry when the key is new (or
// somehow lost its expiry), then answer the count and the milliseconds left.
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`
const DECREMENT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 1 then return redis.call('DECR', KEYS[1]) end
redis.call('DEL', KEYS[1])
return 0
`
const READ = `
local count = redis.call('GET', KEYS[1])
if not count then return nil end
return {tonumber(count), redis.call('PTTL', KEYS[1])}
`

type Scripts = {
  rrIncrement(key: string, windowMs: number): Promise<[number, number]>
  rrDecrement(key: string): Promise<number>
  rrRead(key: string): Promise<[number, number] | null>
}

export type RedisStoreOptions = {
  url: string
  log: Logger
  /** Prepended to every key, so the counters never mix with other data in the same Redis. */
  keyPrefix?: string
  /** Overrides for tests (timeouts, retry pace). */
  redisOptions?: RedisOptions
}

/**
 * Counters in Redis, shared by every server process. While Redis is unreachable the counters live
 * in this process instead (logged once per outage), so limits keep applying, per process, and
 * nobody is locked out by an outage (docs/decisions/017-sign-in-limits-and-passwords.md).
 */
export function createRedisStore({ url, log, keyPrefix = 'rr:rl:', redisOptions }: RedisStoreOptions) {
  const fallback = createMemoryStore()
  let isDown = false

  // Only the error's code: its message may name the host, and the URL may carry a password.
  function reportDown(error: unknown): void {
    if (isDown) return
    isDown = true
    const code = (error as { code?: unknown }).code ?? (error as Error).name
    log.warn(
      { code: String(code) },
      'rate limits: Redis is unreachable; counting in this process until it is back',
    )
  }

  // The client library is loaded after the server's start has begun, not during it
  // (docs/decisions/064-compiled-server.md); until it is connected, counters live in memory, as
  // they do while Redis is unreachable.
  let redis: Redis | undefined
  const connecting = import('ioredis').then(({ Redis }) => {
    const client = new Redis(url, {
      keyPrefix,
      // Fail fast instead of queueing: a request must not wait for a reconnect.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2_000,
      commandTimeout: 500,
      retryStrategy: (attempt) => Math.min(attempt * 500, 5_000),
      ...redisOptions,
    })
    client.defineCommand('rrIncrement', { numberOfKeys: 1, lua: INCREMENT })
    client.defineCommand('rrDecrement', { numberOfKeys: 1, lua: DECREMENT })
    client.defineCommand('rrRead', { numberOfKeys: 1, lua: READ })
    client.on('error', reportDown)
    client.on('ready', () => {
      if (!isDown) return
      isDown = false
      log.warn({}, 'rate limits: Redis is reachable again; counters are shared again')
    })
    redis = client
    return client
  })
  const scripts = () => redis as unknown as Scripts

  async function run<T>(viaRedis: () => Promise<T>, viaMemory: () => Promise<T>): Promise<T> {
    if (redis?.status !== 'ready') return viaMemory()
    try {
      return await viaRedis()
    } catch (error) {
      reportDown(error)
      return viaMemory()
    }
  }

  const store: RateLimitStore = {
    increment: (key, windowMs) =>
      run(
        async (): Promise<Counter> => {
          const [count, msLeft] = await scripts().rrIncrement(key, windowMs)
          return { count, msLeft }
        },
        () => fallback.increment(key, windowMs),
      ),
    decrement: (key) =>
      run(
        async () => {
          await scripts().rrDecrement(key)
        },
        () => fallback.decrement(key),
      ),
    get: (key) =>
      run(
        async () => {
          const row = await scripts().rrRead(key)
          return row ? { count: row[0], msLeft: Math.max(0, row[1]) } : null
        },
        () => fallback.get(key),
      ),
    delete: (key) =>
      run(
        async () => {
          await redis!.del(key)
        },
        () => fallback.delete(key),
      ),
    async close() {
      ;(await connecting).disconnect()
      await fallback.close()
    },
  }
  return Object.assign(store, {
    /** Resolves once connected (tests wait for it before asserting shared counters). */
    ready: async () => {
      const client = await connecting
      if (client.status !== 'ready')
        await new Promise<void>((resolve) => client.once('ready', () => resolve()))
    },
  })
}
