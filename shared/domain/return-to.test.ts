import { describe, expect, it } from 'vitest'
import { safeReturnTo } from './return-to.ts'

describe('safeReturnTo', () => {
  it('keeps paths of this site, with their query', () => {
    expect(safeReturnTo('/case/abc?tab=documents')).toBe('/case/abc?tab=documents')
  })

  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '',
    '/a\nb',
    42,
    undefined,
  ])('falls back for %j', (value) => {
    expect(safeReturnTo(value)).toBe('/dashboard')
  })
})
