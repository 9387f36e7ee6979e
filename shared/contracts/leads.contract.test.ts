import { describe, expect, it } from 'vitest'
import { ChatLeadInputSchema, ContactInputSchema, deriveLeadTopic } from './leads.contract.ts'

describe('deriveLeadTopic', () => {
  it.each([
    ['I want to become an Affiliate', 'AFFILIATE'],
    ['my STATE conviction and a federal one, and the affiliate program', 'AFFILIATE'],
    ['State and federal', 'STATE'],
    ['a felony in another state', 'STATE'],
    ['FEDERAL restoration please', 'FEDERAL'],
    ['how much does it cost?', 'GENERAL'],
    ['', 'GENERAL'],
  ] as const)('%j is %s', (text, topic) => {
    expect(deriveLeadTopic(text)).toBe(topic)
  })
})

describe('ChatLeadInputSchema', () => {
  it('trims, defaults the topic to GENERAL and checks no formats', () => {
    expect(ChatLeadInputSchema.parse({ name: ' Sam ', email: 'not an e-mail', phone: 'call me' })).toEqual({
      name: 'Sam',
      email: 'not an e-mail',
      phone: 'call me',
      topic: 'GENERAL',
    })
  })

  it('refuses blank and overlong values', () => {
    const result = ChatLeadInputSchema.safeParse({ name: '  ', email: 'a', phone: 'x'.repeat(41) })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'Name is required'],
      ['phone', 'At most 40 characters'],
    ])
  })
})

describe('ContactInputSchema', () => {
  it('requires an e-mail address in a valid format', () => {
    const base = { name: 'Sam', subject: 'Hi', message: 'Hello' }
    expect(ContactInputSchema.safeParse({ ...base, email: '' }).error?.issues[0]?.message).toBe(
      'Email is required',
    )
    expect(ContactInputSchema.safeParse({ ...base, email: 'nope' }).error?.issues[0]?.message).toBe(
      'Invalid email address',
    )
    expect(ContactInputSchema.parse({ ...base, email: ' Sam@Example.COM ' }).email).toBe('sam@example.com')
  })
})
