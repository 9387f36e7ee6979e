import { describe, expect, it } from 'vitest'
import { ApiError } from '#client/lib/api-client.ts'
import { cancellationRefundCents, paymentSetupFailureText } from './order-amounts.ts'

describe('cancellationRefundCents', () => {
  it('keeps the paid ID fee of a fully paid order and returns the rest', () => {
    expect(cancellationRefundCents({ status: 'PAID', paidCents: 314_900, idFeeCents: 15_000 })).toBe(299_900)
    expect(cancellationRefundCents({ status: 'PAID', paidCents: 299_900, idFeeCents: 0 })).toBe(299_900)
  })

  it('returns a whole deposit: the fee is due with the balance, not before', () => {
    expect(cancellationRefundCents({ status: 'DEPOSIT_PAID', paidCents: 59_980, idFeeCents: 15_000 })).toBe(
      59_980,
    )
  })
})

describe('paymentSetupFailureText', () => {
  it('says processing is unavailable for a 503 and asks to try again otherwise', () => {
    expect(paymentSetupFailureText(new ApiError(503, 'Service Unavailable', null))).toBe(
      'Payment processing is temporarily unavailable. Please contact support.',
    )
    expect(paymentSetupFailureText(new ApiError(409, 'Conflict', null))).toBe(
      'There was an error setting up your payment. Please try again or contact support.',
    )
    expect(paymentSetupFailureText(new TypeError('Failed to fetch'))).toMatch(/^There was an error/)
  })
})
