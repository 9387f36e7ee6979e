import { describe, expect, it } from 'vitest'
import { bundleSavingsCents, depositCents, monthlyEstimateCents, orderAmounts } from './pricing.ts'

describe('pricing', () => {
  it('rounds the deposit to the cent', () => {
    expect(depositCents(299900, 20)).toBe(59980)
    expect(depositCents(12345, 20)).toBe(2469)
  })

  it('rounds the monthly estimate up to the cent', () => {
    expect(monthlyEstimateCents(299900, 12)).toBe(24992)
  })

  it('computes the bundle savings from the catalog', () => {
    expect(bundleSavingsCents(299900, 259900, 499900)).toBe(59900)
  })

  it('adds the ID fee to the total and leaves it for the balance on the deposit plan', () => {
    expect(orderAmounts({ priceCents: 299900, idFeeCents: 15000, plan: 'FULL', depositPercent: 20 })).toEqual(
      {
        totalCents: 314900,
        dueNowCents: 314900,
      },
    )
    expect(
      orderAmounts({ priceCents: 299900, idFeeCents: 15000, plan: 'DEPOSIT', depositPercent: 20 }),
    ).toEqual({
      totalCents: 314900,
      dueNowCents: 59980,
    })
  })
})
