import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  AffiliateSignupInputSchema,
  LAUNCH_LIST_EMAIL_REQUIRED,
  LaunchLeadInputSchema,
  SandboxPayoutAccountInputSchema,
  isRoutingNumber,
} from './affiliates.contract.ts'

/** The messages of a failed parse, in order. */
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? []

describe('isRoutingNumber', () => {
  it.each(['011000015', '021000021', '011401533'])('accepts the real ABA number %s', (value) => {
    expect(isRoutingNumber(value)).toBe(true)
  })

  it.each(['011000016', '021000022', '011401534', '123456789', '000000001'])(
    'refuses %s, whose checksum is wrong',
    (value) => {
      expect(isRoutingNumber(value)).toBe(false)
    },
  )

  it.each([
    '',
    '02100002',
    '0210000210',
    '02100002a',
    ' 021000021',
    '021000021 ',
    '021-000-21',
    '０２１００００２１',
  ])('refuses %j, which is not nine ASCII digits', (value) => {
    expect(isRoutingNumber(value)).toBe(false)
  })

  it('has exactly one check digit for any eight digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8}$/), (first8) => {
        const valid = '0123456789'.split('').filter((digit) => isRoutingNumber(first8 + digit))
        expect(valid).toHaveLength(1)
      }),
    )
  })

  it('catches any single mistyped digit', () => {
    const validNumbers = fc
      .stringMatching(/^\d{8}$/)
      .map((first8) => first8 + '0123456789'.split('').find((digit) => isRoutingNumber(first8 + digit))!)
    fc.assert(
      fc.property(
        validNumbers,
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 1, max: 9 }),
        (value, at, by) => {
          const changed = String((Number(value[at]) + by) % 10)
          const typo = value.slice(0, at) + changed + value.slice(at + 1)
          expect(isRoutingNumber(value)).toBe(true)
          expect(isRoutingNumber(typo)).toBe(false)
        },
      ),
    )
  })

  it('is what the sandbox bank form checks', () => {
    const form = { accountHolderName: 'Sam Smith', accountNumber: '000123456789' }
    expect(SandboxPayoutAccountInputSchema.safeParse({ ...form, routingNumber: ' 021000021 ' }).success).toBe(
      true,
    )
    expect(
      messagesOf(SandboxPayoutAccountInputSchema.safeParse({ ...form, routingNumber: '021000022' })),
    ).toEqual(['Enter a valid 9-digit routing number.'])
  })
})

describe('AffiliateSignupInputSchema', () => {
  it('trims the name and normalises the e-mail', () => {
    expect(AffiliateSignupInputSchema.parse({ name: '  Sam ', email: ' Sam@Example.COM ' })).toEqual({
      name: 'Sam',
      email: 'sam@example.com',
    })
  })

  it.each([{ name: 'S' }, { name: '  S  ' }, { name: '' }, {}, { name: 42 }])(
    'says "Name must be at least 2 characters" for %j',
    (name) => {
      const result = AffiliateSignupInputSchema.safeParse({ ...name, email: 'sam@example.com' })
      expect(result.success).toBe(false)
      expect(messagesOf(result)).toContain('Name must be at least 2 characters')
    },
  )

  it.each([{ email: 'not an e-mail' }, { email: '' }, {}, { email: 7 }])(
    'says "Invalid email address" for %j',
    (email) => {
      const result = AffiliateSignupInputSchema.safeParse({ name: 'Sam', ...email })
      expect(result.success).toBe(false)
      expect(messagesOf(result)).toContain('Invalid email address')
    },
  )
})

describe('LaunchLeadInputSchema', () => {
  it('keeps the spec message for a missing address', () => {
    expect(LAUNCH_LIST_EMAIL_REQUIRED).toBe('Please enter your email address.')
  })

  it.each([{ email: '' }, { email: '   ' }, {}, { email: null }])(
    'says "Please enter your email address." for %j',
    (input) => {
      const result = LaunchLeadInputSchema.safeParse(input)
      expect(result.success).toBe(false)
      expect(messagesOf(result)).toEqual(['Please enter your email address.'])
    },
  )

  it('says "Invalid email address" for something that is not one', () => {
    expect(messagesOf(LaunchLeadInputSchema.safeParse({ email: 'nope' }))).toEqual(['Invalid email address'])
  })

  it('accepts and normalises an address', () => {
    expect(LaunchLeadInputSchema.parse({ email: '  Lead@Example.com ' })).toEqual({
      email: 'lead@example.com',
    })
  })
})
