import { describe, expect, it } from 'vitest'
import { ABSENT_ANSWER, answerText } from './answer-text.ts'

const source = { title: 'How long does restoration take?', path: '/faq#timeline' }

describe('answerText', () => {
  it('drops the closing source line, which the widget shows as a link', () => {
    expect(answerText(`Usually 3-12 months.\n\nSource: ${source.title} (${source.path})`, source)).toBe(
      'Usually 3-12 months.',
    )
  })

  it('keeps an answer without that line as it is, trimmed', () => {
    expect(answerText('  Usually 3-12 months.\n', source)).toBe('Usually 3-12 months.')
    expect(answerText('Source: elsewhere (/x)', null)).toBe('Source: elsewhere (/x)')
  })

  it('shows an ellipsis when the answer is absent or empty', () => {
    expect(ABSENT_ANSWER).toBe('…')
    expect(answerText(undefined, null)).toBe('…')
    expect(answerText(null, null)).toBe('…')
    expect(answerText('  ', null)).toBe('…')
    expect(answerText(`Source: ${source.title} (${source.path})`, source)).toBe('…')
  })
})
