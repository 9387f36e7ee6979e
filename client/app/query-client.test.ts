import { describe, expect, it } from 'vitest'
import { ApiError } from '#client/lib/api-client.ts'
import { createQueryClient } from './query-client.ts'

const defaults = createQueryClient().getDefaultOptions().queries ?? {}

// TanStack Query asks `retry` after each failure, counting the failures so far from 0.
function attemptsFor(error: unknown): number {
  const retry = defaults.retry
  if (typeof retry !== 'function') throw new Error('retry should be a function')
  let attempts = 1
  while (retry(attempts - 1, error as Error)) attempts += 1
  return attempts
}

describe('query client defaults', () => {
  it('keeps data fresh and cached for 5 minutes and does not refetch on window focus', () => {
    expect(defaults.staleTime).toBe(300_000)
    expect(defaults.gcTime).toBe(300_000)
    expect(defaults.refetchOnWindowFocus).toBe(false)
  })

  it('makes 3 attempts in total on network and 5xx errors, and 1 on 4xx errors', () => {
    expect(attemptsFor(new TypeError('Failed to fetch'))).toBe(3)
    expect(attemptsFor(new ApiError(503, 'Service Unavailable', null))).toBe(3)
    expect(attemptsFor(new ApiError(400, 'Bad Request', null))).toBe(1)
    expect(attemptsFor(new ApiError(404, 'Not Found', null))).toBe(1)
    expect(attemptsFor(new ApiError(499, 'Client Closed Request', null))).toBe(1)
  })

  it('doubles the retry delay from 1 second up to 30 seconds', () => {
    const retryDelay = defaults.retryDelay
    if (typeof retryDelay !== 'function') throw new Error('retryDelay should be a function')
    const delays = [0, 1, 2, 3, 4, 5, 6].map((failures) => retryDelay(failures, new Error('x')))
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000])
  })
})
