import { describe, expect, it } from 'vitest'
import { contactFailedText, contactIntro } from './contact-texts.ts'

const withPhone = { phone: '+1 (304) 555-0142', email: 'help@example.com', hasHours: true }
const withoutPhone = { phone: null, email: 'help@example.com', hasHours: false }

describe('contact texts', () => {
  it("keep the specification's failure text when a phone is set", () => {
    expect(contactFailedText(withPhone)).toBe('Failed to send message. Please try again or call us directly.')
    expect(contactIntro(withPhone)).toContain('or call or e-mail us during our support hours.')
  })

  it('never say "call" without a phone, and name hours only when they are published', () => {
    for (const text of [
      contactFailedText(withoutPhone),
      contactIntro(withoutPhone),
      contactFailedText(undefined),
    ]) {
      expect(text).not.toMatch(/call/i)
      expect(text).not.toContain('support hours')
    }
    expect(contactFailedText(withoutPhone)).toBe(
      'Failed to send message. Please try again or e-mail us at help@example.com.',
    )
    expect(contactIntro(withoutPhone)).toMatch(/, or e-mail us\.$/)
  })
})
