import { describe, expect, it } from 'vitest'
import { payoutSkipReasons, type PayoutStanding } from './skip-reasons.ts'

const JAN_7 = new Date('2027-01-07T17:00:00Z')
const payable: PayoutStanding = {
  availableCents: 10_000,
  heldCents: 0,
  heldUntil: null,
  minimumCents: 5_000,
  hasTaxForm: true,
  accountStatus: 'READY',
}

describe('why a payout run skips an affiliate', () => {
  it('gives no reason for an affiliate the run pays', () => {
    expect(payoutSkipReasons(payable)).toEqual([])
    // Held money beside enough available money does not stop the available part being paid.
    expect(payoutSkipReasons({ ...payable, heldCents: 59_980, heldUntil: JAN_7 })).toEqual([])
  })

  it('names the hold and when the earliest held money is released, not the minimum it will reach', () => {
    expect(payoutSkipReasons({ ...payable, availableCents: 0, heldCents: 59_980, heldUntil: JAN_7 })).toEqual(
      [{ kind: 'HELD', heldCents: 59_980, availableAt: JAN_7.toISOString() }],
    )
  })

  it('adds the minimum when even the released hold will not reach it', () => {
    expect(
      payoutSkipReasons({ ...payable, availableCents: 500, heldCents: 1_000, heldUntil: JAN_7 }),
    ).toEqual([
      { kind: 'HELD', heldCents: 1_000, availableAt: JAN_7.toISOString() },
      { kind: 'BELOW_MINIMUM', balanceCents: 1_500, minimumCents: 5_000 },
    ])
  })

  it('names the minimum and the balance, negative ones too', () => {
    expect(payoutSkipReasons({ ...payable, availableCents: 2_500 })).toEqual([
      { kind: 'BELOW_MINIMUM', balanceCents: 2_500, minimumCents: 5_000 },
    ])
    expect(payoutSkipReasons({ ...payable, availableCents: -1_200 })).toEqual([
      { kind: 'BELOW_MINIMUM', balanceCents: -1_200, minimumCents: 5_000 },
    ])
    // A zero minimum still opens no empty payout.
    expect(payoutSkipReasons({ ...payable, availableCents: 0, minimumCents: 0 })).toEqual([
      { kind: 'BELOW_MINIMUM', balanceCents: 0, minimumCents: 0 },
    ])
  })

  it('lists every missing step: the W-9 and the payout account as last known', () => {
    expect(payoutSkipReasons({ ...payable, hasTaxForm: false, accountStatus: 'NOT_CONNECTED' })).toEqual([
      { kind: 'NO_TAX_FORM' },
      { kind: 'NO_PAYOUT_ACCOUNT', accountStatus: 'NOT_CONNECTED' },
    ])
    expect(payoutSkipReasons({ ...payable, accountStatus: 'SETUP_REQUIRED' })).toEqual([
      { kind: 'NO_PAYOUT_ACCOUNT', accountStatus: 'SETUP_REQUIRED' },
    ])
  })
})
