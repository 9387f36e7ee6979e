import { describe, expect, it } from 'vitest'
import {
  cleanMailText,
  referencesFor,
  stripReplyPrefixes,
  threadCandidates,
  unbracket,
} from './email-threading.ts'

describe('stripReplyPrefixes', () => {
  it('removes every reply and forward prefix mail clients add', () => {
    expect(stripReplyPrefixes('Re: Fwd: RE[2]: AW: Question about my case')).toBe('Question about my case')
    expect(stripReplyPrefixes('  re:re:  Hello ')).toBe('Hello')
    expect(stripReplyPrefixes('Regarding my case')).toBe('Regarding my case')
    expect(stripReplyPrefixes('Re:')).toBe('')
  })
})

describe('threadCandidates', () => {
  it('puts In-Reply-To first, then References newest first, each once and without brackets', () => {
    expect(threadCandidates('<c@x>', ['<a@x>', '<b@x>', 'c@x'])).toEqual(['c@x', 'b@x', 'a@x'])
    expect(threadCandidates(null, [])).toEqual([])
    expect(unbracket('  <<id@host>> ')).toBe('id@host')
  })

  it('keeps the first and the latest ids of a long thread', () => {
    const ids = Array.from({ length: 30 }, (_, i) => `m${i}@x`)
    const kept = referencesFor(ids)
    expect(kept).toHaveLength(20)
    expect(kept[0]).toBe('m0@x')
    expect(kept.at(-1)).toBe('m29@x')
  })
})

describe('cleanMailText', () => {
  it('normalises line breaks, drops control characters and cuts long text', () => {
    expect(cleanMailText('a\r\nb\rc\u0000d\te\u0007', 100)).toBe('a\nb\ncd\te')
    expect(cleanMailText('abcdef', 3)).toBe('abc\n[…]')
  })
})
