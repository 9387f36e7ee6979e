import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderFlags, payments, refunds } from '#server/db/schema/index.ts'
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts'
import { checkoutDriver } from './orders.test-support.ts'

let t: TestApp
let d: ReturnType<typeof checkoutDriver>
beforeAll(async () => {
  t = await buildTestApp()
  d = checkoutDriver(t)
})
afterAll(() => t.close())

const PRICE = 299_900
const ID_FEE = 15_000
const DEPOSIT = 59_980

async function attempt(paymentId: string) {
  const [row] = await t.db.db.select().from(payments).where(eq(payments.id, paymentId))
  return row!
}

describe('one live payment attempt per order (finding 1)', () => {
  it('a plan change voids the earlier payment: paying both charges the order once', async () => {
    const c = await d.customerWithCase()
    const s1 = (await d.checkout(c, 'FULL')).json()
    const s2 = (await d.checkout(c, 'DEPOSIT')).json()
    expect(s2.orderId).toBe(s1.orderId)
    expect(await attempt(s1.paymentId)).toMatchObject({ status: 'VOID' })
    expect(await d.liveAttemptCount(s1.orderId)).toBe(1)

    expect((await d.confirm(c, s2.clientSecret)).json().status).toBe('succeeded')
    const late = await d.confirm(c, s1.clientSecret)
    expect(late.statusCode).toBe(409)
    expect(late.json().error.message).toMatch(/replaced by a newer one/)

    const order = await d.orderRow(s1.orderId)
    expect(order).toMatchObject({ status: 'DEPOSIT_PAID', paidCents: DEPOSIT, amountCents: PRICE + ID_FEE })
    expect((await d.ledger(s1.orderId)).netCents).toBe(DEPOSIT)
  })

  it('a refunded order is never paid again, and its case stays reopened', async () => {
    const c = await d.customerWithCase()
    const s1 = (await d.checkout(c, 'FULL')).json()
    const s2 = (await d.checkout(c, 'DEPOSIT')).json()
    await d.confirm(c, s2.clientSecret)
    const cancelled = await d.cancel(c, s2.orderId)
    expect(cancelled.json()).toMatchObject({ status: 'REFUNDED', refundedCents: DEPOSIT })

    expect((await d.confirm(c, s1.clientSecret)).statusCode).toBe(409)
    expect(await d.orderRow(s1.orderId)).toMatchObject({ status: 'REFUNDED', paidCents: DEPOSIT })
    expect(await d.caseStatus(c.caseId)).toBe('INTAKE')
    expect((await d.ledger(s1.orderId)).netCents).toBe(0)
  })

  it('identity verified between two checkouts: the cheaper payment replaces the dearer one', async () => {
    const c = await d.customerWithCase()
    const s1 = (await d.checkout(c, 'FULL')).json()
    expect(s1.amountCents).toBe(PRICE + ID_FEE)
    expect((await d.verifyIdentity(c)).json().status).toBe('VERIFIED')
    const s2 = (await d.checkout(c, 'FULL')).json()
    expect(s2).toMatchObject({ orderId: s1.orderId, amountCents: PRICE })
    expect(await attempt(s1.paymentId)).toMatchObject({ status: 'VOID' })

    await d.confirm(c, s2.clientSecret)
    expect((await d.confirm(c, s1.clientSecret)).statusCode).toBe(409)
    expect(await d.orderRow(s1.orderId)).toMatchObject({
      status: 'PAID',
      paidCents: PRICE,
      amountCents: PRICE,
      idFeeCents: 0,
    })
  })

  it('going back to an earlier plan starts a new payment rather than reviving the voided one', async () => {
    const c = await d.customerWithCase()
    const first = (await d.checkout(c, 'FULL')).json()
    await d.checkout(c, 'DEPOSIT')
    const back = (await d.checkout(c, 'FULL')).json()
    expect(back.paymentId).not.toBe(first.paymentId)
    expect(back.clientSecret).not.toBe(first.clientSecret)
    expect(await d.liveAttemptCount(first.orderId)).toBe(1)
  })
})

describe('money the order cannot take is refunded at once and flagged (finding 1)', () => {
  it('money captured on a replaced payment after the order is paid is refunded and flagged to admins', async () => {
    const c = await d.customerWithCase()
    const s1 = (await d.checkout(c, 'FULL')).json()
    // The provider took the money for S1 just before S1 was cancelled.
    const captured = await d.presignSuccess(s1.paymentId)
    const s2 = (await d.checkout(c, 'DEPOSIT')).json()
    await d.confirm(c, s2.clientSecret)

    const res = await d.deliver(captured)
    expect(res.json()).toEqual({ received: true, outcome: 'refused' })
    expect(await d.orderRow(s1.orderId)).toMatchObject({ status: 'DEPOSIT_PAID', paidCents: DEPOSIT })
    expect(await attempt(s1.paymentId)).toMatchObject({ status: 'REFUNDED' })
    const [refund] = await t.db.db.select().from(refunds).where(eq(refunds.paymentId, s1.paymentId))
    expect(refund).toMatchObject({ amountCents: PRICE + ID_FEE, actor: 'SYSTEM' })
    expect((await d.ledger(s1.orderId)).netCents).toBe(DEPOSIT)

    const admin = await t.createAdmin()
    const flags = await t.injectAs(admin.cookie, { method: 'GET', url: '/api/admin/orders/flags' })
    expect(flags.statusCode).toBe(200)
    expect(flags.json().flags).toContainEqual(
      expect.objectContaining({
        orderId: s1.orderId,
        paymentId: s1.paymentId,
        caseId: c.caseId,
        kind: 'PAYMENT_REFUSED',
        amountCents: PRICE + ID_FEE,
      }),
    )
    const asCustomer = await t.injectAs(c.cookie, { method: 'GET', url: '/api/admin/orders/flags' })
    expect(asCustomer.statusCode).toBe(403)

    // Redelivered, it changes nothing and refunds nothing more.
    expect((await d.deliver(captured)).json().outcome).toBe('duplicate')
    expect(await t.db.db.$count(refunds, eq(refunds.paymentId, s1.paymentId))).toBe(1)
  })

  it('money arriving for a refunded order is refunded, and the order stays refunded', async () => {
    const c = await d.customerWithCase()
    const s = (await d.checkout(c, 'DEPOSIT')).json()
    await d.confirm(c, s.clientSecret)
    const balance = (await d.payBalance(c, s.orderId)).json()
    const captured = await d.presignSuccess(balance.paymentId)
    expect((await d.cancel(c, s.orderId)).json().status).toBe('REFUNDED')
    expect(await attempt(balance.paymentId)).toMatchObject({ status: 'VOID' })

    expect((await d.deliver(captured)).json().outcome).toBe('refused')
    expect(await d.orderRow(s.orderId)).toMatchObject({ status: 'REFUNDED', paidCents: DEPOSIT })
    expect(await d.caseStatus(c.caseId)).toBe('INTAKE')
    expect((await d.ledger(s.orderId)).netCents).toBe(0)
    expect(await t.db.db.$count(orderFlags, eq(orderFlags.orderId, s.orderId))).toBe(1)
  })

  it('two deliveries at once for two payments of one order credit at most what is due', async () => {
    const c = await d.customerWithCase()
    const s1 = (await d.checkout(c, 'FULL')).json()
    const e1 = await d.presignSuccess(s1.paymentId)
    const s2 = (await d.checkout(c, 'DEPOSIT')).json()
    const e2 = await d.presignSuccess(s2.paymentId)
    const outcomes = (await Promise.all([d.deliver(e1), d.deliver(e2)])).map((r) => r.json().outcome)
    expect(outcomes.sort()).toEqual(['fulfilled', 'refused'])
    const order = await d.orderRow(s1.orderId)
    expect(order).toMatchObject({ status: 'DEPOSIT_PAID', paidCents: DEPOSIT })
    expect((await d.ledger(s1.orderId)).netCents).toBe(DEPOSIT)
  })
})

describe('sandbox event age (finding 7)', () => {
  it.each([
    ['signed more than 5 minutes ago', -6 * 60_000],
    ['dated more than 5 minutes ahead', 6 * 60_000],
  ])('refuses a correctly signed event %s with 400 and changes nothing', async (_what, offsetMs) => {
    const c = await d.customerWithCase()
    const s = (await d.checkout(c, 'FULL')).json()
    const event = await d.presignSuccess(s.paymentId, new Date(Date.now() + offsetMs))
    const res = await d.deliver(event)
    expect(res.statusCode).toBe(400)
    expect(await d.orderRow(s.orderId)).toMatchObject({ status: 'PENDING', paidCents: 0 })
  })

  it('accepts an event signed four minutes ago', async () => {
    const c = await d.customerWithCase()
    const s = (await d.checkout(c, 'FULL')).json()
    const res = await d.deliver(await d.presignSuccess(s.paymentId, new Date(Date.now() - 4 * 60_000)))
    expect(res.json().outcome).toBe('fulfilled')
  })
})
