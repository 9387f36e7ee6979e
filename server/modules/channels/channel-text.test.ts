import { describe, expect, it } from 'vitest'
import { findTextProblem } from '#shared/domain/text-fields.ts'
import { cleanChannelLabel, cleanChannelText } from './channel-text.ts'

describe('cleanChannelText', () => {
  it('keeps line breaks and tabs, drops control characters and mends broken characters', () => {
    const cleaned = cleanChannelText('Hi\u0000 there\r\n\tline two\u0007 \ud800!')
    expect(cleaned).toBe('Hi there\n\tline two \uFFFD!')
    expect(findTextProblem(cleaned, 'multiLine')).toBeNull()
  })

  it('cuts a long text with a mark', () => {
    expect(cleanChannelText('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`)
  })
})

describe('cleanChannelLabel', () => {
  it('puts a label on one line, or gives null when nothing is left', () => {
    expect(cleanChannelLabel('  Pat\nVisitor ')).toBe('Pat Visitor')
    expect(cleanChannelLabel('\u0001\u0002')).toBeNull()
    expect(cleanChannelLabel(null)).toBeNull()
  })
})
