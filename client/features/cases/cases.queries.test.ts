import { describe, expect, it } from 'vitest'
import { ApiError } from '#client/lib/api-client.ts'
import { caseQuery } from './cases.queries.ts'

// TanStack Query asks `retry` after each failure, counting the failures so far from 0.
function attemptsFor(error: Error): number {
  const retry = caseQuery('00000000-0000-4000-8000-000000000000').retry
  if (typeof retry !== 'function') throw new Error('retry should be a function')
  let attempts = 1
  while (retry(attempts - 1, error)) attempts += 1
  return attempts
}

describe('the case query', () => {
  it('is asked again up to 3 times after a network or server failure', () => {
    expect(attemptsFor(new TypeError('Failed to fetch'))).toBe(4)
    expect(attemptsFor(new ApiError(503, 'Service Unavailable', null))).toBe(4)
  })

  it('is never asked again after a 401 or a 404', () => {
    expect(attemptsFor(new ApiError(401, 'Unauthorized', null))).toBe(1)
    expect(attemptsFor(new ApiError(404, 'Not Found', null))).toBe(1)
  })
})
