import { describe, expect, it } from 'vitest'
import { createClock, createTodayCache, todayIn } from './clock.ts'

describe('todayIn', () => {
  it('gives the date in the named zone, not in UTC', () => {
    const lateEvening = new Date('2026-03-01T03:30:00Z')
    expect(todayIn('America/New_York', lateEvening)).toBe('2026-02-28')
    expect(todayIn('UTC', lateEvening)).toBe('2026-03-01')
  })
})

function memoryStore(offsetMs = 0) {
  const store = {
    offsetMs,
    reads: 0,
    async readOffsetMs() {
      store.reads += 1
      return store.offsetMs
    },
    async addOffsetMs(ms: number) {
      store.offsetMs += ms
      return store.offsetMs
    },
  }
  return store
}

describe('createClock', () => {
  it('is real time in live mode and never reads the store', async () => {
    const store = memoryStore(86_400_000)
    const clock = createClock(store, false)
    expect(await clock.offsetDays()).toBeNull()
    expect(Math.abs((await clock.now()).getTime() - Date.now())).toBeLessThan(1_000)
    await expect(clock.advance(1)).rejects.toThrow('only in test mode')
    expect(store.reads).toBe(0)
  })

  it('runs ahead by the stored offset in test mode, and the process that moves it sees the move at once', async () => {
    const store = memoryStore(2 * 86_400_000)
    const clock = createClock(store, true)
    expect(clock.peek()).toBeNull()
    expect(await clock.offsetDays()).toBe(2)
    await clock.advance(3)
    expect(await clock.offsetDays()).toBe(5)
    expect(store.reads).toBe(1)
    const ahead = clock.peek()!.getTime() - Date.now()
    expect(Math.abs(ahead - 5 * 86_400_000)).toBeLessThan(1_000)
  })
})

describe('createTodayCache', () => {
  it('gives the day of the instant asked, also across midnight within one second', () => {
    const today = createTodayCache()
    const beforeMidnight = Date.parse('2026-03-01T04:59:59.999Z') // 23:59:59.999 in New York
    expect(today('America/New_York', beforeMidnight)).toBe('2026-02-28')
    expect(today('America/New_York', beforeMidnight + 1)).toBe('2026-03-01')
    expect(today('Pacific/Kiritimati', beforeMidnight + 1)).toBe('2026-03-01')
    expect(today('America/New_York', beforeMidnight - 500)).toBe('2026-02-28')
  })
})
