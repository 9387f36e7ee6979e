import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TransferRejectedError } from '#server/adapters/payouts/index.ts'
import {
  affiliates,
  ledgerEntries,
  outboxMessages,
  payouts,
  referralClicks,
  sandboxTransfers,
} from '#server/db/schema/index.ts'
import { checkoutDriver, type Customer } from '#server/modules/orders/orders.test-support.ts'
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts'
import { bpsOf } from '#shared/domain/affiliates.ts'

let t: TestApp
let drive: ReturnType<typeof checkoutDriver>
let admin: { cookie: string }

beforeAll(async () => {
  t = await buildTestApp()
  drive = checkoutDriver(t)
  admin = await t.createAdmin()
})
afterAll(async () => t.close())

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'
let addressCount = 0
const nextAddress = () => `198.51.100.${(addressCount += 1)}`

/** A customer who signed up as an affiliate, with a W-9 and a ready sandbox payout account. */
async function readyAffiliate() {
  const account = await t.signUp()
  const res = await t.injectAs(account.cookie, {
    method: 'POST',
    url: '/api/affiliate/signup',
    payload: { name: 'Alex Affiliate', email: account.user.email },
  })
  expect(res.statusCode).toBe(200)
  const code = res.json().affiliate.code as string
  const w9 = await t.injectAs(account.cookie, {
    method: 'POST',
    url: '/api/affiliate/w9',
    payload: {
      legalName: 'Alex Affiliate',
      tinType: 'SSN',
      tin: '123-45-6789',
      address: '1 Main St, Charleston, WV',
      certified: true,
    },
  })
  expect(w9.statusCode).toBe(200)
  expect(w9.json().w9).toEqual({ isOnFile: true, tinLast4: '6789', legalName: 'Alex Affiliate' })
  expect(
    (await t.injectAs(account.cookie, { method: 'POST', url: '/api/affiliate/payout-account' })).statusCode,
  ).toBe(200)
  const bank = await t.injectAs(account.cookie, {
    method: 'POST',
    url: '/api/affiliate/payout-account/sandbox',
    payload: {
      accountHolderName: 'Alex Affiliate',
      routingNumber: '011000015',
      accountNumber: '000123456789',
    },
  })
  expect(bank.statusCode).toBe(200)
  expect(bank.json().payoutAccount).toMatchObject({ status: 'READY', last4: '6789' })
  const [row] = await t.db.db.select().from(affiliates).where(eq(affiliates.code, code))
  return { ...account, code, id: row!.id }
}

/** Clicks the affiliate's link as a browser and returns the cookies it set. */
async function clickLink(code: string, cookie = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/r/${code}`,
    remoteAddress: nextAddress(),
    headers: { 'user-agent': BROWSER, ...(cookie ? { cookie } : {}) },
  })
  expect(res.statusCode).toBe(302)
  expect(res.headers.location).toBe('/')
  const set = ([] as string[]).concat(res.headers['set-cookie'] ?? [])
  return set.map((c) => c.split(';')[0]!).join('; ')
}

/** A referred customer who pays the federal package in full through the sandbox. */
async function referredSale(code: string, options: { verify?: boolean } = {}) {
  const customer: Customer = await drive.customerWithCase()
  const cookies = await clickLink(code)
  customer.cookie = `${customer.cookie}; ${cookies}`
  if (options.verify) expect((await drive.verifyIdentity(customer)).statusCode).toBe(200)
  const started = await drive.checkout(customer, 'FULL')
  expect(started.statusCode).toBe(200)
  const confirmed = await drive.confirm(customer, started.json().clientSecret as string)
  expect(confirmed.statusCode).toBe(200)
  await t.app.services.jobs.runDue(50)
  return { customer, orderId: started.json().orderId as string }
}

async function advanceDays(days: number) {
  const before = await t.app.services.affiliateClock.offsetDays()
  const res = await t.injectAs(admin.cookie, {
    method: 'POST',
    url: '/api/admin/clock/advance',
    payload: { days },
  })
  expect(res.statusCode).toBe(200)
  // The clock keeps its offset for a second per process, but the process that moves it keeps the
  // new one at once (server/lib/clock.ts): the ledger here already reads the moved clock.
  expect(res.json().testClockDays).toBe(before! + days)
  expect(await t.app.services.affiliateClock.offsetDays()).toBe(before! + days)
}

async function stats(cookie: string, code: string) {
  const res = await t.injectAs(cookie, { method: 'GET', url: `/api/affiliate/${code}/stats` })
  expect(res.statusCode).toBe(200)
  return res.json()
}

const settings = () => t.app.services.settings.getSettings()

describe('launch list and sign-up', () => {
  it('POST /api/affiliate/launch-leads answers 409 with the spec text for an address already listed', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/affiliate/launch-leads',
      remoteAddress: nextAddress(),
      payload: { email: 'Soon@Example.com ' },
    })
    expect(first.statusCode).toBe(201)
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/affiliate/launch-leads',
      remoteAddress: nextAddress(),
      payload: { email: 'soon@example.com' },
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().error.message).toBe('This email is already on our launch list.')
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/affiliate/launch-leads',
      remoteAddress: nextAddress(),
      payload: { email: '  ' },
    })
    expect(empty.statusCode).toBe(400)
    expect(empty.body).toContain('Please enter your email address.')
  })

  it('POST /api/affiliate/signup validates with the spec texts and returns the same code twice', async () => {
    const account = await t.signUp()
    const bad = await t.injectAs(account.cookie, {
      method: 'POST',
      url: '/api/affiliate/signup',
      payload: { name: 'A', email: 'nope' },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields).toMatchObject({
      name: 'Name must be at least 2 characters',
      email: 'Invalid email address',
    })
    const first = await t.injectAs(account.cookie, {
      method: 'POST',
      url: '/api/affiliate/signup',
      payload: { name: 'Sam Seller', email: account.user.email },
    })
    const second = await t.injectAs(account.cookie, {
      method: 'POST',
      url: '/api/affiliate/signup',
      payload: { name: 'Sam Seller', email: account.user.email },
    })
    expect(first.json().affiliate.code).toMatch(/^[A-Z2-9]{8}$/)
    expect(second.json().affiliate.code).toBe(first.json().affiliate.code)
  })

  it("GET /api/affiliate/:code/stats refuses another affiliate's code and answers its own and an admin", async () => {
    const a = await readyAffiliate()
    const b = await readyAffiliate()
    const asB = await t.injectAs(b.cookie, { method: 'GET', url: `/api/affiliate/${a.code}/stats` })
    expect(asB.statusCode).toBe(404)
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/affiliate/${a.code}/stats` })
    expect(anonymous.statusCode).toBe(401)
    expect(
      (await t.injectAs(a.cookie, { method: 'GET', url: `/api/affiliate/${a.code}/stats` })).statusCode,
    ).toBe(200)
    expect(
      (await t.injectAs(admin.cookie, { method: 'GET', url: `/api/affiliate/${a.code}/stats` })).statusCode,
    ).toBe(200)
    const payoutsAsB = await t.injectAs(b.cookie, { method: 'GET', url: `/api/affiliate/${a.code}/payouts` })
    expect(payoutsAsB.statusCode).toBe(404)
  })
})

describe('tracking', () => {
  it('/r/CODE sets a 30-day referral cookie and counts a visitor once a day; bots are not counted', async () => {
    const a = await readyAffiliate()
    const res = await t.app.inject({
      method: 'GET',
      url: `/r/${a.code.toLowerCase()}`,
      headers: { 'user-agent': BROWSER },
    })
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? [])
    const referral = cookies.find((c) => c.startsWith('rr_ref='))!
    expect(referral).toContain(`rr_ref=${a.code}.`)
    expect(referral).toContain(`Max-Age=${(await settings()).affiliateCookieDays * 86_400}`)
    expect(referral).toContain('HttpOnly')
    const visitor = cookies.map((c) => c.split(';')[0]).join('; ')
    await clickLink(a.code, visitor)
    await t.app.inject({
      method: 'GET',
      url: `/r/${a.code}`,
      headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
    })
    await t.app.services.referralClicks.flush()
    const rows = await t.db.db.select().from(referralClicks).where(eq(referralClicks.affiliateId, a.id))
    expect(rows).toHaveLength(1)
    expect((await stats(a.cookie, a.code)).stats.clicks).toBe(1)
  })

  it('an unknown code redirects home and sets no cookie', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/r/NOSUCHCODE',
      headers: { 'user-agent': BROWSER },
    })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/')
    expect(res.headers['set-cookie']).toBeUndefined()
  })
})

describe('the ledger and payouts', () => {
  it('a referred paid order earns the commission on the package price, pending for the hold, then is paid once', async () => {
    const a = await readyAffiliate()
    const s = await settings()
    const { orderId } = await referredSale(a.code, { verify: true })
    const order = await t.app.services.orders.findOrder(orderId)
    const base = order!.paidCents - order!.idFeeCents
    const expected = bpsOf(base, s.affiliateCommissionBps) + s.affiliateIdVerifiedBonusCents
    const before = await stats(a.cookie, a.code)
    expect(before.stats).toMatchObject({ conversions: 1, revenue: base, pendingRevenue: base })
    expect(before.balances).toMatchObject({
      pendingCents: expected,
      availableCents: 0,
      earnedCents: expected,
    })

    // Nothing is available before the hold ends: a run pays nobody.
    const early = await t.injectAs(admin.cookie, { method: 'POST', url: '/api/payouts/run' })
    expect(early.statusCode).toBe(200)
    expect(await payoutsOf(a.id)).toHaveLength(0)

    await advanceDays(s.affiliateHoldDays + 1)
    expect((await stats(a.cookie, a.code)).balances).toMatchObject({
      pendingCents: 0,
      availableCents: expected,
    })

    // Two runs at once: one transfer.
    const [one, two] = await Promise.all([
      t.injectAs(admin.cookie, { method: 'POST', url: '/api/payouts/run' }),
      t.injectAs(admin.cookie, { method: 'POST', url: '/api/payouts/run' }),
    ])
    expect([one.statusCode, two.statusCode]).toEqual([200, 200])
    const made = await payoutsOf(a.id)
    expect(made).toHaveLength(1)
    expect(made[0]).toMatchObject({ status: 'PAID', amountCents: expected })
    expect(await transfersFor(made[0]!.id)).toBe(1)
    expect((await stats(a.cookie, a.code)).balances).toMatchObject({ availableCents: 0, paidCents: expected })
    const again = await t.injectAs(admin.cookie, { method: 'POST', url: '/api/payouts/run' })
    expect(again.json().processed).toBe(0)
    expect(await payoutsOf(a.id)).toHaveLength(1)

    // A refund after payout reverses the commission: the next payout starts from a negative balance.
    const refund = await drive.adminRefund(admin.cookie, orderId)
    expect(refund.statusCode).toBe(200)
    await t.app.services.jobs.runDue(50)
    const after = await stats(a.cookie, a.code)
    expect(after.balances.availableCents).toBe(-expected)
    expect(after.stats.conversions).toBe(0)
    const entries = await t.db.db.select().from(ledgerEntries).where(eq(ledgerEntries.affiliateId, a.id))
    expect(
      entries
        .filter((e) => e.kind === 'REVERSAL')
        .map((e) => e.amountCents)
        .sort(),
    ).toEqual(
      entries
        .filter((e) => e.kind === 'SALE' || e.kind === 'ID_BONUS')
        .map((e) => -e.amountCents)
        .sort(),
    )
  })

  it('a run that dies after the transfer and before recording it pays once when run again', async () => {
    const a = await readyAffiliate()
    const s = await settings()
    await referredSale(a.code)
    await advanceDays(s.affiliateHoldDays + 1)
    const provider = t.app.services.payoutProvider
    const realTransfer = provider.transfer.bind(provider)
    // The money moves, then the process "dies" before it writes the answer down.
    provider.transfer = async (input) => {
      await realTransfer(input)
      throw new Error('the process was killed')
    }
    try {
      await t.app.services.payouts.runPayouts({ trigger: 'SCHEDULED' })
    } finally {
      provider.transfer = realTransfer
    }
    const [stuck] = await payoutsOf(a.id)
    expect(stuck).toMatchObject({ status: 'PROCESSING' })
    expect(await transfersFor(stuck!.id)).toBe(1)
    // A killed process never released its claim: it expires, then the next run finishes the job.
    await t.db.db
      .update(payouts)
      .set({ claimedUntil: new Date(Date.now() - 1000) })
      .where(eq(payouts.id, stuck!.id))
    const result = await t.app.services.payouts.runPayouts({ trigger: 'SCHEDULED' })
    expect(result.processed).toBeGreaterThanOrEqual(1)
    const [paid] = await payoutsOf(a.id)
    expect(paid).toMatchObject({ id: stuck!.id, status: 'PAID' })
    expect(await transfersFor(stuck!.id)).toBe(1)
    expect(await payoutsOf(a.id)).toHaveLength(1)
  })

  it('a transfer the provider refuses fails the payout and frees its commissions for the next run', async () => {
    const a = await readyAffiliate()
    const s = await settings()
    await referredSale(a.code)
    await advanceDays(s.affiliateHoldDays + 1)
    const provider = t.app.services.payoutProvider
    const realTransfer = provider.transfer.bind(provider)
    provider.transfer = async () => {
      throw new TransferRejectedError('The account was closed')
    }
    try {
      await t.app.services.payouts.runPayouts({ trigger: 'SCHEDULED' })
    } finally {
      provider.transfer = realTransfer
    }
    expect(await payoutsOf(a.id)).toMatchObject([
      { status: 'FAILED', failureReason: 'The account was closed' },
    ])
    await t.app.services.payouts.runPayouts({ trigger: 'SCHEDULED' })
    const statuses = (await payoutsOf(a.id)).map((p) => p.status).sort()
    expect(statuses).toEqual(['FAILED', 'PAID'])
  })

  it("the affiliate's own purchase through their link earns nothing", async () => {
    const customer = await drive.customerWithCase()
    const signup = await t.injectAs(customer.cookie, {
      method: 'POST',
      url: '/api/affiliate/signup',
      payload: { name: 'Self Seller', email: customer.email },
    })
    const code = signup.json().affiliate.code as string
    customer.cookie = `${customer.cookie}; ${await clickLink(code)}`
    const started = await drive.checkout(customer, 'FULL')
    await drive.confirm(customer, started.json().clientSecret as string)
    await t.app.services.jobs.runDue(50)
    const own = await stats(customer.cookie, code)
    expect(own.stats.conversions).toBe(0)
    expect(own.balances.earnedCents).toBe(0)
  })

  it('Monster Level overrides pay the recruiter 4% of a recruit’s sale; the monthly fee is deducted once', async () => {
    const s = await settings()
    const top = await readyAffiliate()
    expect(
      (
        await t.injectAs(top.cookie, {
          method: 'POST',
          url: '/api/affiliate/monster-level',
          payload: { isActive: true },
        })
      ).json().monsterLevel.isActive,
    ).toBe(true)
    // The recruit signs up through the top affiliate's link.
    const recruit = await t.signUp()
    const viaLink = await clickLink(top.code)
    const joined = await t.injectAs(`${recruit.cookie}; ${viaLink}`, {
      method: 'POST',
      url: '/api/affiliate/signup',
      payload: { name: 'Rae Recruit', email: recruit.user.email },
    })
    const recruitCode = joined.json().affiliate.code as string
    const profile = await t.injectAs(recruit.cookie, { method: 'GET', url: '/api/affiliate/me' })
    expect(profile.json().profile.recruitedByCode).toBe(top.code)
    const { orderId } = await referredSale(recruitCode)
    const order = await t.app.services.orders.findOrder(orderId)
    const base = order!.paidCents - order!.idFeeCents
    const overrides = await t.db.db.select().from(ledgerEntries).where(eq(ledgerEntries.affiliateId, top.id))
    expect(overrides.filter((e) => e.kind === 'OVERRIDE')).toMatchObject([
      { level: 1, amountCents: bpsOf(base, s.monsterLevelOverrideBps[0]!) },
    ])
    await t.app.services.payouts.runPayouts({ trigger: 'SCHEDULED' })
    await t.app.services.payouts.runPayouts({ trigger: 'SCHEDULED' })
    const fees = (
      await t.db.db.select().from(ledgerEntries).where(eq(ledgerEntries.affiliateId, top.id))
    ).filter((e) => e.kind === 'MONSTER_FEE')
    expect(fees.map((e) => e.amountCents)).toEqual([-s.monsterLevelFeeCents])
  })

  it('admins adjust a balance with a reason and download the 1099-NEC report as CSV', async () => {
    const a = await readyAffiliate()
    const adjusted = await t.injectAs(admin.cookie, {
      method: 'POST',
      url: `/api/admin/affiliates/${a.id}/adjustments`,
      payload: { amountCents: 70_000, reason: 'Conference bonus' },
    })
    expect(adjusted.statusCode).toBe(200)
    expect(adjusted.json().pendingPayout.availableAmount).toBe(70_000)
    await t.app.services.payouts.runPayouts({ trigger: 'SCHEDULED' })
    const [paid] = await payoutsOf(a.id)
    const year = paid!.paidAt!.getUTCFullYear()
    const csv = await t.injectAs(admin.cookie, {
      method: 'GET',
      url: `/api/admin/affiliates/1099.csv?year=${year}`,
    })
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toContain('text/csv')
    expect(csv.body).toContain(`${a.code},Alex Affiliate,SSN,6789`)
    expect(csv.body).not.toContain('123456789')
    const asCustomer = await t.injectAs(a.cookie, {
      method: 'GET',
      url: `/api/admin/affiliates/1099.csv?year=${year}`,
    })
    expect(asCustomer.statusCode).toBe(403)
  })
})

describe('staying active', () => {
  it('the daily sweep warns a week before deactivation, then deactivates, and an admin reactivates', async () => {
    const s = await settings()
    const a = await readyAffiliate()
    const days = s.affiliateInactivityDays
    // The first period is grace; the second must hold a direct sale.
    await advanceDays(2 * days - s.affiliateInactivityWarningDays)
    await t.app.services.payouts.runDailySweep()
    const warned = await mailsTo(a.user.email)
    expect(warned.filter((m) => m.subject.includes('needs a sale'))).toHaveLength(1)
    await t.app.services.payouts.runDailySweep()
    expect((await mailsTo(a.user.email)).filter((m) => m.subject.includes('needs a sale'))).toHaveLength(1)
    let [row] = await t.db.db.select().from(affiliates).where(eq(affiliates.id, a.id))
    expect(row!.status).toBe('ACTIVE')

    await advanceDays(s.affiliateInactivityWarningDays)
    await t.app.services.payouts.runDailySweep()
    ;[row] = await t.db.db.select().from(affiliates).where(eq(affiliates.id, a.id))
    expect(row).toMatchObject({ status: 'DEACTIVATED', statusReason: `No direct sale in ${days} days.` })
    expect((await mailsTo(a.user.email)).some((m) => m.subject.includes('was deactivated'))).toBe(true)
    // A deactivated affiliate's link no longer sets the referral cookie.
    const link = await t.app.inject({
      method: 'GET',
      url: `/r/${a.code}`,
      headers: { 'user-agent': BROWSER },
    })
    expect(link.headers['set-cookie']).toBeUndefined()

    const back = await t.injectAs(admin.cookie, {
      method: 'POST',
      url: `/api/admin/affiliates/${a.id}/status`,
      payload: { status: 'ACTIVE', reason: 'Back after a break' },
    })
    expect(back.statusCode).toBe(200)
    expect(back.json()).toMatchObject({ status: 'ACTIVE', statusReason: 'Back after a break' })
    await t.app.services.payouts.runDailySweep()
    ;[row] = await t.db.db.select().from(affiliates).where(eq(affiliates.id, a.id))
    expect(row!.status).toBe('ACTIVE')
    const noReason = await t.injectAs(admin.cookie, {
      method: 'POST',
      url: `/api/admin/affiliates/${a.id}/status`,
      payload: { status: 'DEACTIVATED', reason: '' },
    })
    expect(noReason.statusCode).toBe(400)
  })
})

describe('payout runs say why they paid nobody', () => {
  type Skip = { affiliateId: string; name: string; reasons: Record<string, unknown>[] }
  const skipOf = (run: { skipped: Skip[] }, affiliateId: string) =>
    run.skipped.find((skip) => skip.affiliateId === affiliateId)
  const latestRuns = async () => {
    const res = await t.injectAs(admin.cookie, { method: 'GET', url: '/api/payouts/runs' })
    expect(res.statusCode).toBe(200)
    return res.json() as { trigger: string; processed: number; skipped: Skip[] }[]
  }

  it('POST /api/payouts/run during the hold names the day the commission is released, and keeps the run', async () => {
    const a = await readyAffiliate()
    const s = await settings()
    await referredSale(a.code)
    const [sale] = await t.db.db.select().from(ledgerEntries).where(eq(ledgerEntries.affiliateId, a.id))
    expect(sale!.availableAt.getTime() - sale!.createdAt.getTime()).toBe(s.affiliateHoldDays * 86_400_000)

    const res = await t.injectAs(admin.cookie, { method: 'POST', url: '/api/payouts/run' })
    expect(res.statusCode).toBe(200)
    const run = res.json()
    expect(run).toMatchObject({ processed: 0, failed: 0, totalAmount: 0, trigger: 'MANUAL' })
    expect(skipOf(run, a.id)).toEqual({
      affiliateId: a.id,
      name: 'Alex Affiliate',
      code: a.code,
      reasons: [{ kind: 'HELD', heldCents: sale!.amountCents, availableAt: sale!.availableAt.toISOString() }],
    })
    expect(await payoutsOf(a.id)).toHaveLength(0)

    // The run history has it, newest first; the scheduled run records its reasons the same way.
    expect(skipOf((await latestRuns())[0]!, a.id)).toEqual(skipOf(run, a.id))
    await t.app.services.payouts.jobHandlers['affiliates.payouts']()
    const [scheduled] = await latestRuns()
    expect(scheduled!.trigger).toBe('SCHEDULED')
    expect(skipOf(scheduled!, a.id)?.reasons).toEqual(skipOf(run, a.id)?.reasons)
  })

  it('POST /api/payouts/run names the minimum and the balance below it, and a missing W-9 and account', async () => {
    const s = await settings()
    const balanceCents = 100
    expect(s.minimumPayoutCents).toBeGreaterThan(balanceCents)
    const a = await readyAffiliate()
    const credit = await t.injectAs(admin.cookie, {
      method: 'POST',
      url: `/api/admin/affiliates/${a.id}/adjustments`,
      payload: { amountCents: balanceCents, reason: 'Small goodwill credit' },
    })
    expect(credit.statusCode).toBe(200)

    // An affiliate with enough money but neither a W-9 nor a payout account.
    const bare = await t.signUp()
    const joined = await t.injectAs(bare.cookie, {
      method: 'POST',
      url: '/api/affiliate/signup',
      payload: { name: 'Bea Bare', email: bare.user.email },
    })
    expect(joined.statusCode).toBe(200)
    const [bareRow] = await t.db.db
      .select()
      .from(affiliates)
      .where(eq(affiliates.code, joined.json().affiliate.code as string))
    const big = await t.injectAs(admin.cookie, {
      method: 'POST',
      url: `/api/admin/affiliates/${bareRow!.id}/adjustments`,
      payload: { amountCents: s.minimumPayoutCents, reason: 'Credit at the minimum' },
    })
    expect(big.statusCode).toBe(200)

    const res = await t.injectAs(admin.cookie, { method: 'POST', url: '/api/payouts/run' })
    expect(res.statusCode).toBe(200)
    expect(skipOf(res.json(), a.id)?.reasons).toEqual([
      { kind: 'BELOW_MINIMUM', balanceCents, minimumCents: s.minimumPayoutCents },
    ])
    expect(skipOf(res.json(), bareRow!.id)?.reasons).toEqual([
      { kind: 'NO_TAX_FORM' },
      { kind: 'NO_PAYOUT_ACCOUNT', accountStatus: 'NOT_CONNECTED' },
    ])
    expect(await payoutsOf(a.id)).toHaveLength(0)
    expect(await payoutsOf(bareRow!.id)).toHaveLength(0)
  })

  it('GET /api/payouts/runs is for admins only', async () => {
    const customer = await t.signUp()
    const res = await t.injectAs(customer.cookie, { method: 'GET', url: '/api/payouts/runs' })
    expect(res.statusCode).toBe(403)
  })
})

async function mailsTo(address: string) {
  return t.db.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, address))
}

async function payoutsOf(affiliateId: string) {
  return t.db.db.select().from(payouts).where(eq(payouts.affiliateId, affiliateId))
}

async function transfersFor(payoutId: string): Promise<number> {
  return (await t.db.db.select().from(sandboxTransfers).where(eq(sandboxTransfers.idempotencyKey, payoutId)))
    .length
}
