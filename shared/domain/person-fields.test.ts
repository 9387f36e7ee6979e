import { describe, expect, it } from 'vitest'
import { FirstNameSchema, LastNameSchema, nameText } from './person-fields.ts'
import { TEXT_MESSAGES } from './text-fields.ts'

describe('the name field', () => {
  it('keeps a name without its bidirectional controls, trimmed, after the text rule', () => {
    expect(FirstNameSchema.parse(' \u202eCa\u2066sey\u2069 ')).toBe('Casey')
    expect(LastNameSchema.parse('\u200fO\u2019Brien\u200e')).toBe('O\u2019Brien')
    expect(nameText().parse('\u061cسارة')).toBe('سارة')
    expect(FirstNameSchema.safeParse('Ca\u0000sey').error?.issues[0]?.message).toBe(TEXT_MESSAGES.control)
  })

  it('counts the length without the controls: nothing but controls is no name', () => {
    expect(FirstNameSchema.safeParse('\u202e\u202d').error?.issues[0]?.message).toBe('First name is required')
    const twoLetters = nameText({ error: 'Too short' }).min(2, 'Too short')
    expect(twoLetters.safeParse('A\u202e').error?.issues[0]?.message).toBe('Too short')
    expect(twoLetters.parse('Al\u202e')).toBe('Al')
  })
})
