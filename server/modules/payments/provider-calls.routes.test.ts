import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { PaymentProvider } from '#server/adapters/payments/index.ts'
import { orders, payments } from '#server/db/schema/index.ts'
import { checkoutDriver } from '#server/modules/orders/orders.test-support.ts'
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts'
import { LIVE_PAYMENT_STATUSES } from '#shared/domain/payments.ts'

let t: TestApp
let d: ReturnType<typeof checkoutDriver>
let createPayment: PaymentProvider['createPayment']
beforeAll(async () => {
  t = await buildTestApp()
  d = checkoutDriver(t)
  createPayment = t.app.services.sandboxPayments!.createPayment
})
afterEach(() => {
  t.app.services.sandboxPayments!.createPayment = createPayment
})
afterAll(() => t.close())

/** Runs `during` inside every provider call that creates a payment, before the payment is made. */
function whileCreating(during: (orderId: string) => Promise<void>) {
  t.app.services.sandboxPayments!.createPayment = async (input) => {
    await during(input.metadata.orderId!)
    return createPayment(input)
  }
}

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`still waiting after ${ms} ms`)), ms),
    ),
  ])
}

async function liveAttempts(orderId: string) {
  const rows = await t.db.db.select().from(payments).where(eq(payments.orderId, orderId))
  return rows.filter((p) => (LIVE_PAYMENT_STATUSES as readonly string[]).includes(p.status))
}

describe('provider calls outside the order lock (docs/decisions/062-provider-calls-outside-transactions.md)', () => {
  it("does not hold the order's row lock while the provider creates the payment", async () => {
    const c = await d.customerWithCase()
    let tookLock = false
    whileCreating(async (orderId) => {
      // Waits for the checkout's transaction when that one still holds the order's lock.
      await within(
        10_000,
        t.db.db.transaction((tx) => tx.select().from(orders).where(eq(orders.id, orderId)).for('update')),
      )
      tookLock = true
    })
    const res = await d.checkout(c, 'FULL')
    expect(res.statusCode).toBe(200)
    expect(tookLock).toBe(true)
    expect(await liveAttempts(res.json().orderId)).toHaveLength(1)
  })

  it('two checkouts at once keep one live attempt: the same plan shares it, another replaces it', async () => {
    // Both requests decide before either records: each waits at the provider for the other.
    const barrier = () => {
      let arrived = 0
      let release: () => void = () => {}
      const bothThere = new Promise<void>((resolve) => (release = resolve))
      whileCreating(async () => {
        arrived += 1
        if (arrived === 2) release()
        await within(10_000, bothThere)
      })
    }

    const same = await d.customerWithCase()
    barrier()
    const [a, b] = await Promise.all([d.checkout(same, 'FULL'), d.checkout(same, 'FULL')])
    expect([a.statusCode, b.statusCode]).toEqual([200, 200])
    expect(a.json().paymentId).toBe(b.json().paymentId)
    expect(await liveAttempts(a.json().orderId)).toHaveLength(1)

    const other = await d.customerWithCase()
    barrier()
    const [full, deposit] = await Promise.all([d.checkout(other, 'FULL'), d.checkout(other, 'DEPOSIT')])
    expect([full.statusCode, deposit.statusCode]).toEqual([200, 200])
    const orderId = full.json().orderId as string
    const live = await liveAttempts(orderId)
    expect(live).toHaveLength(1)
    // The attempt left live is the one of the plan the order was left with.
    const order = await d.orderRow(orderId)
    expect(live[0]!.purpose).toBe(order.paymentPlan === 'DEPOSIT' ? 'DEPOSIT' : 'FULL')
  })
})
