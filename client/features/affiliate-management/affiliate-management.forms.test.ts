import { describe, expect, it } from 'vitest'
import {
  AMOUNT_MESSAGE,
  BalanceAdjustmentFormSchema,
  TestClockFormSchema,
} from './affiliate-management.forms.ts'

const reason = 'Bonus agreed by phone'

function amountErrors(amount: string, direction: 'CREDIT' | 'DEBIT' = 'CREDIT') {
  const result = BalanceAdjustmentFormSchema.safeParse({ amount, direction, reason })
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message])
}

describe('the adjust balance form', () => {
  it('sends a credit as positive cents and a debit as negative cents', () => {
    expect(BalanceAdjustmentFormSchema.parse({ amount: '25.50', direction: 'CREDIT', reason })).toEqual({
      amountCents: 2550,
      reason,
    })
    expect(BalanceAdjustmentFormSchema.parse({ amount: '$10', direction: 'DEBIT', reason })).toEqual({
      amountCents: -1000,
      reason,
    })
  })

  it('puts the contract’s messages on the amount field', () => {
    expect(amountErrors('abc')).toEqual([['amount', AMOUNT_MESSAGE]])
    expect(amountErrors('0')).toEqual([['amount', 'The adjustment cannot be zero.']])
    expect(amountErrors('10000.01', 'DEBIT')).toEqual([['amount', 'At most $10,000 at a time.']])
    expect(amountErrors('10000', 'DEBIT')).toEqual([])
  })

  it('asks for a reason as the server does', () => {
    const result = BalanceAdjustmentFormSchema.safeParse({ amount: '5', direction: 'CREDIT', reason: ' x ' })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('Please give a reason.')
  })
})

describe('the test clock form', () => {
  it('takes whole days from 1 to 400', () => {
    expect(TestClockFormSchema.parse({ days: 7 })).toEqual({ days: 7 })
    expect(TestClockFormSchema.safeParse({ days: Number.NaN }).error?.issues[0]?.message).toBe(
      'Enter a number of days.',
    )
    expect(TestClockFormSchema.safeParse({ days: 0 }).error?.issues[0]?.message).toBe('At least 1 day.')
    expect(TestClockFormSchema.safeParse({ days: 1.5 }).error?.issues[0]?.message).toBe('Whole days only.')
  })
})
