import { describe, expect, it } from 'vitest'
import {
  ChatLeadInputSchema,
  ContactInputSchema,
  deriveLeadTopic,
  isLeadPhone,
  LEAD_EMAIL_MESSAGE,
  LEAD_PHONE_MESSAGE,
} from './leads.contract.ts'

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
  it('trims and defaults the topic to GENERAL', () => {
    expect(
      ChatLeadInputSchema.parse({ name: ' Sam ', email: ' sam@example.com ', phone: ' (304) 555-0100 ' }),
    ).toEqual({ name: 'Sam', email: 'sam@example.com', phone: '(304) 555-0100', topic: 'GENERAL' })
  })

  it.each(['304 555 0100', '304.555.0100', '+1 304-555-0100', '13045550100'])(
    'takes %j as a phone number',
    (phone) => {
      expect(isLeadPhone(phone)).toBe(true)
    },
  )

  it.each(['call me', '555 0100', 'sam@example.com', '304 555 01000', '2 304 555 0100'])(
    'refuses %j as a phone number',
    (phone) => {
      expect(isLeadPhone(phone)).toBe(false)
    },
  )

  it('says in plain words what is wrong with each value', () => {
    const result = ChatLeadInputSchema.safeParse({ name: '  ', email: 'not an e-mail', phone: 'call me' })
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'Name is required'],
      ['email', LEAD_EMAIL_MESSAGE],
      ['phone', LEAD_PHONE_MESSAGE],
    ])
  })

  it('refuses overlong values', () => {
    const result = ChatLeadInputSchema.safeParse({
      name: 'Sam',
      email: 'sam@example.com',
      phone: `304${' '.repeat(30)}555 0100`,
    })
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
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
