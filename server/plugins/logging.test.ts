import { describe, expect, it } from 'vitest'
import { redactUrl } from './logging.ts'

describe('redactUrl', () => {
  it('hides credentials carried in query parameters and keeps the rest', () => {
    expect(redactUrl('/api/auth/verify-email?token=abc.def&x=1')).toBe(
      '/api/auth/verify-email?token=[redacted]&x=1',
    )
    expect(redactUrl('/api/fp/upload?caseId=1&TOKEN=zzz')).toBe('/api/fp/upload?caseId=1&TOKEN=[redacted]')
    expect(redactUrl('/api/health')).toBe('/api/health')
  })
})
