import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { listJoin, sentence, unique, uniqueOf } from './text.ts'

// What a Set would give: the first occurrence of each value, in order.
const firstOccurrences = <T>(values: readonly T[]): T[] => [...new Set(values)]

describe('unique and uniqueOf', () => {
  it('keep the first occurrence of each value, in order, for short and long lists alike', () => {
    // Up to 80 values drawn from 40: both the scan of short lists and the Set past it.
    const lists = fc.array(fc.array(fc.integer({ min: 0, max: 40 }), { maxLength: 80 }), { maxLength: 4 })
    fc.assert(
      fc.property(lists, (parts) => {
        const all = parts.flat()
        expect(unique(all)).toEqual(firstOccurrences(all))
        expect(uniqueOf(...parts)).toEqual(firstOccurrences(all))
      }),
    )
  })

  it('drop repeated citations past the short-list limit', () => {
    const citations = Array.from({ length: 30 }, (_, i) => `18 U.S.C. § ${900 + i}`)
    expect(uniqueOf(citations, citations.slice(5), citations)).toEqual(citations)
  })
})

describe('sentence and listJoin', () => {
  it('capitalize and end a sentence once', () => {
    expect(sentence('  the wait has run ')).toBe('The wait has run.')
    expect(sentence('Already done.')).toBe('Already done.')
    expect(sentence('   ')).toBe('')
  })

  it('join a list in plain English', () => {
    expect(listJoin([])).toBe('')
    expect(listJoin(['a'])).toBe('a')
    expect(listJoin(['a', 'b', 'c'])).toBe('a, b and c')
  })
})
