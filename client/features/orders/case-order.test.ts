import { describe, expect, it } from 'vitest'
import type { Order } from '#shared/contracts/orders.contract.ts'
import { caseOrder } from './case-order.ts'

const order = (id: string, caseId: string | null, status: Order['status'], createdAt: string): Order => ({
  id,
  caseId,
  product: 'FEDERAL',
  amountCents: 299_900,
  status,
  createdAt,
})

describe('caseOrder', () => {
  it("picks the case's newest paid order over a newer open one, and ignores other cases", () => {
    const orders = [
      order('other', 'c2', 'PAID', '2026-11-21T12:00:00Z'),
      order('open', 'c1', 'PENDING', '2026-11-21T11:00:00Z'),
      order('paid', 'c1', 'DEPOSIT_PAID', '2026-11-21T10:00:00Z'),
    ]
    expect(caseOrder(orders, 'c1')?.id).toBe('paid')
  })

  it('takes the newest open order when nothing was paid, and null without any', () => {
    const orders = [
      order('older', 'c1', 'PENDING', '2026-11-20T10:00:00Z'),
      order('newer', 'c1', 'CANCELED', '2026-11-21T10:00:00Z'),
    ]
    expect(caseOrder(orders, 'c1')?.id).toBe('newer')
    expect(caseOrder(orders, 'c3')).toBeNull()
  })
})
