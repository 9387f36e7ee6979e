import { describe, expect, it } from 'vitest'
import type { Order } from '#shared/contracts/orders.contract.ts'
import { totalInvested } from './total-invested.ts'

const order = (amountCents: number, status: Order['status']): Order => ({
  id: `order-${amountCents}-${status}`,
  caseId: null,
  product: 'FEDERAL',
  amountCents,
  status,
  createdAt: '2026-01-02T03:04:05.000Z',
})

describe('totalInvested', () => {
  it('is $0 when there are no orders or none is paid', () => {
    expect(totalInvested([])).toBe('$0')
    expect(totalInvested([order(299_900, 'PENDING'), order(10_000, 'CANCELED')])).toBe('$0')
  })

  it('sums only PAID orders and rounds to whole dollars', () => {
    expect(totalInvested([order(299_900, 'PAID'), order(15_000, 'PENDING'), order(259_950, 'PAID')])).toBe(
      '$5,599',
    )
    expect(totalInvested([order(149, 'PAID')])).toBe('$1')
  })
})
