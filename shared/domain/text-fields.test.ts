import { describe, expect, it } from 'vitest'
import {
  findTextProblem,
  multiLineText,
  removeBidiControls,
  removeControlCharacters,
  singleLineText,
  TEXT_MESSAGES,
} from './text-fields.ts'

describe('the text rule', () => {
  it('accepts ordinary text, accents, emoji and other scripts in both kinds of field', () => {
    for (const value of ['', 'Casey O’Brien', 'José Núñez', '李小龍', 'Fine 👍🏽', 'a\u00a0b']) {
      expect(findTextProblem(value, 'singleLine'), value).toBeNull()
      expect(findTextProblem(value, 'multiLine'), value).toBeNull()
    }
  })

  it('refuses NUL, other C0 controls, DEL and C1 controls everywhere', () => {
    for (const value of [
      'a\u0000b',
      '\u0001',
      'x\u001b[31m',
      'del\u007f',
      'c1\u0085',
      '\u009f',
      'form\ffeed',
    ]) {
      expect(findTextProblem(value, 'singleLine'), JSON.stringify(value)).toBe(TEXT_MESSAGES.control)
      expect(findTextProblem(value, 'multiLine'), JSON.stringify(value)).toBe(TEXT_MESSAGES.control)
    }
  })

  it('refuses a lone high or low surrogate but accepts a proper pair', () => {
    for (const value of ['\ud800', 'end\ud83d', '\udc00start', 'a\udfffb', '\udc00\ud800']) {
      expect(findTextProblem(value, 'singleLine'), JSON.stringify(value)).toBe(TEXT_MESSAGES.brokenCharacter)
      expect(findTextProblem(value, 'multiLine'), JSON.stringify(value)).toBe(TEXT_MESSAGES.brokenCharacter)
    }
    expect(findTextProblem('\ud83d\ude00', 'singleLine')).toBeNull()
  })

  it('lets multi-line fields hold newlines, tabs and CRLF line endings', () => {
    expect(findTextProblem('line one\nline two', 'multiLine')).toBeNull()
    expect(findTextProblem('col\tcol', 'multiLine')).toBeNull()
    expect(findTextProblem('windows\r\nline', 'multiLine')).toBeNull()
  })

  it('refuses a carriage return that is not part of CRLF even in multi-line fields', () => {
    expect(findTextProblem('old mac\rline', 'multiLine')).toBe(TEXT_MESSAGES.control)
    expect(findTextProblem('ends with\r', 'multiLine')).toBe(TEXT_MESSAGES.control)
  })

  it('refuses line breaks and tabs in single-line fields', () => {
    expect(findTextProblem('Casey\nCustomer', 'singleLine')).toBe(TEXT_MESSAGES.lineBreak)
    expect(findTextProblem('Casey\r\nCustomer', 'singleLine')).toBe(TEXT_MESSAGES.lineBreak)
    expect(findTextProblem('Casey\tCustomer', 'singleLine')).toBe(TEXT_MESSAGES.control)
  })
})

describe('singleLineText and multiLineText', () => {
  it('carry the rule into the schema with its message, and still chain like any string', () => {
    const name = singleLineText({ error: 'Name is required' }).trim().min(1, 'Name is required')
    expect(name.parse('  Casey  ')).toBe('Casey')
    expect(name.safeParse('Ca\nsey').error?.issues[0]?.message).toBe(TEXT_MESSAGES.lineBreak)
    expect(name.safeParse('Ca\u0000sey').error?.issues[0]?.message).toBe(TEXT_MESSAGES.control)
    expect(name.safeParse(42).error?.issues[0]?.message).toBe('Name is required')

    const message = multiLineText().trim().max(50)
    expect(message.parse('Hello\n\tthere\r\n')).toBe('Hello\n\tthere')
    expect(message.safeParse('Hello\ud800').error?.issues[0]?.message).toBe(TEXT_MESSAGES.brokenCharacter)
  })
})

describe('removeControlCharacters', () => {
  it('drops C0, DEL and C1 characters, keeping tabs and line feeds only when asked', () => {
    expect(removeControlCharacters('a\u0000b\u0007c\u007fd\u0085e\tf\ng')).toBe('abcdefg')
    expect(removeControlCharacters('a\u0000b\tc\nd\u001be', true)).toBe('ab\tc\nde')
    expect(removeControlCharacters('émoji 😀')).toBe('émoji 😀')
  })
})

describe('removeBidiControls', () => {
  it('drops every bidirectional embedding, override, isolate and mark, and nothing else', () => {
    const controls = [
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u202e',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200e',
      '\u200f',
      '\u061c',
    ]
    for (const control of controls)
      expect(removeBidiControls(`a${control}b`), `U+${control.codePointAt(0)!.toString(16)}`).toBe('ab')
    expect(removeBidiControls('invoice\u202efdp.exe')).toBe('invoicefdp.exe')
    // Right-to-left scripts, joiners and emoji are text, not controls.
    expect(removeBidiControls('سارة עברית 👩🏽\u200d💻 a\u200bb')).toBe('سارة עברית 👩🏽\u200d💻 a\u200bb')
  })
})
