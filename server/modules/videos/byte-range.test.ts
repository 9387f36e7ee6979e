import { describe, expect, it } from 'vitest'
import { parseByteRange } from './videos.routes.ts'

describe('parseByteRange', () => {
  it('reads a start-end range, an open-ended one and a suffix', () => {
    expect(parseByteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 })
    expect(parseByteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 })
    expect(parseByteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 })
    expect(parseByteRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 })
  })

  it('sends the whole file for no range, several ranges, or one that cannot be met', () => {
    for (const header of [
      undefined,
      '',
      'bytes=-',
      'bytes=0-1,5-9',
      'items=0-9',
      'bytes=1000-',
      'bytes=50-10',
    ]) {
      expect(parseByteRange(header, 1000)).toBeNull()
    }
    expect(parseByteRange('bytes=0-9', 0)).toBeNull()
  })
})
