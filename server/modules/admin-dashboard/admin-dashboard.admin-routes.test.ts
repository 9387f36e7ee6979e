import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEntries, conversationMessages, jobs, ledgerEntries } from '#server/db/schema/index.ts'
import { todayIn } from '#server/lib/clock.ts'
import { checkoutDriver, type Customer } from '#server/modules/orders/orders.test-support.ts'
import { buildTestApp, TEST_ORIGIN, type TestApp } from '#server/test/build-test-app.ts'
import {
  AdminDashboardSchema,
  DASHBOARD_REVENUE_WEEKS,
  type AdminDashboard,
} from '#shared/contracts/admin-dashboard.contract.ts'
import { payoutMoments, saleCommissionCents } from '#shared/domain/affiliates.ts'
import { CASE_STATUSES, type CaseStatus } from '#shared/domain/case-status.ts'

// The dashboard's figures equal what was made through the API, to the cent
// (docs/decisions/034-live-admin-dashboard.md). The database is this file's own, so every count
// is exactly what the test created.

let t: TestApp
let drive: ReturnType<typeof checkoutDriver>
let admin: { cookie: string }

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_FORM_LIMIT_PER_MINUTE: '100000' })
  drive = checkoutDriver(t)
  admin = await t.createAdmin()
})
afterAll(() => t.close())

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'
const DAY_MS = 86_400_000

const dashboard = (cookie: string) => t.injectAs(cookie, { method: 'GET', url: '/api/admin/dashboard' })

async function runJobs() {
  while ((await t.app.services.jobs.runDue(50)) > 0) {
    // Order events enqueue follow-ups (commissions, receipts): run until none is due.
  }
}

/** A customer who signed up as an affiliate; returns the code. */
async function affiliateCode(): Promise<string> {
  const account = await t.signUp()
  const res = await t.injectAs(account.cookie, {
    method: 'POST',
    url: '/api/affiliate/signup',
    payload: { name: 'Alex Affiliate', email: account.user.email },
  })
  expect(res.statusCode).toBe(200)
  return res.json().affiliate.code as string
}

/** Pays the customer's case in full with the sandbox's good card; returns the order id. */
async function pay(customer: Customer): Promise<string> {
  const started = await drive.checkout(customer, 'FULL')
  expect(started.statusCode, started.body).toBe(200)
  const confirmed = await drive.confirm(customer, started.json().clientSecret as string)
  expect(confirmed.json().status).toBe('succeeded')
  await runJobs()
  return started.json().orderId as string
}

async function moveStatus(caseId: string, to: CaseStatus) {
  const res = await t.injectAs(admin.cookie, {
    method: 'POST',
    url: `/api/admin/cases/${caseId}/status`,
    payload: { to, reason: 'Set up for the dashboard test' },
  })
  expect(res.statusCode, res.body).toBe(200)
}

/** Moves the time of the case's latest status change (or its opening) back by `days`. */
async function backdateStatus(caseId: string, days: number): Promise<Date> {
  const since = new Date(Date.now() - days * DAY_MS)
  const [latest] = await t.db.db
    .select({ id: auditEntries.id })
    .from(auditEntries)
    .where(sql`${auditEntries.caseId} = ${caseId} and ${auditEntries.action} = 'STATUS_CHANGED'`)
    .orderBy(sql`${auditEntries.createdAt} desc`)
    .limit(1)
  expect(latest).toBeDefined()
  await t.db.db.update(auditEntries).set({ createdAt: since }).where(eq(auditEntries.id, latest!.id))
  return since
}

function wizardStarted(cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/funnel/wizard-started',
    headers: { origin: TEST_ORIGIN, 'user-agent': BROWSER, ...(cookie ? { cookie } : {}) },
  })
}

describe('GET /api/admin/dashboard', () => {
  it('answers 401 signed out and 403 to a customer', async () => {
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard' })
    expect(signedOut.statusCode).toBe(401)
    const customer = await t.signUp()
    const refused = await dashboard(customer.cookie)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.message).toBe('You need admin privileges to access this area.')
  })

  it('shows an empty business as zeros: twelve empty weeks, every status, no averages', async () => {
    const res = await dashboard(admin.cookie)
    expect(res.statusCode).toBe(200)
    const d = AdminDashboardSchema.parse(res.json())
    expect(d.revenue.weeks).toHaveLength(DASHBOARD_REVENUE_WEEKS)
    expect(d.revenue.weeks.every((week) => week.netCents === 0)).toBe(true)
    expect(d.orders.allTime).toEqual({ paidCount: 0, averageOrderCents: null })
    expect(d.cases.byStatus.map((row) => [row.status, row.count])).toEqual(
      CASE_STATUSES.map((status) => [status, 0]),
    )
    expect(d.funnel.steps.map((step) => step.conversionRate)).toEqual([null, null, null, null])
    expect(d.inbox).toEqual({ openCount: 0, unansweredCount: 0, oldestUnanswered: null })
  })

  it('equals what was created: revenue net of a partial refund, orders, funnel, cases, inbox, commissions, jobs', async () => {
    const settings = await t.app.services.settings.getSettings()
    const timeZone = settings.payoutTimeZone

    // Two paid orders, the first referred by an affiliate; the second cancelled by its customer
    // within the day, which refunds all but the non-refundable ID fee (a partial refund).
    const code = await affiliateCode()
    const referred = await drive.customerWithCase()
    const click = await t.app.inject({
      method: 'GET',
      url: `/r/${code}`,
      headers: { 'user-agent': BROWSER },
    })
    const clickCookies = ([] as string[])
      .concat(click.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
    referred.cookie = `${referred.cookie}; ${clickCookies.join('; ')}`
    const firstOrderId = await pay(referred)
    const cancelling = await drive.customerWithCase()
    const secondOrderId = await pay(cancelling)
    const cancelled = await drive.cancel(cancelling, secondOrderId)
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    await runJobs()
    const first = await drive.orderRow(firstOrderId)
    const second = await drive.orderRow(secondOrderId)
    expect(second.idFeeCents).toBeGreaterThan(0)
    const refundedCents = (await drive.ledger(secondOrderId)).refundedCents
    expect(refundedCents).toBe(second.amountCents - second.idFeeCents)

    // One case in every status: INTAKE (the cancelled one went back there, and one never paid),
    // DOCS_PENDING (the referred one, paid), then three moved by staff and one decided.
    const unpaid = await drive.customerWithCase()
    const moved: Partial<Record<CaseStatus, string>> = {}
    for (const status of ['FINGERPRINTS_PENDING', 'READY_TO_SEND', 'SUBMITTED'] as const) {
      const c = await drive.customerWithCase()
      await moveStatus(c.caseId, status)
      moved[status] = c.caseId
    }
    const decided = await drive.customerWithCase()
    await moveStatus(decided.caseId, 'SUBMITTED')
    const decision = await t.injectAs(admin.cookie, {
      method: 'POST',
      url: `/api/admin/cases/${decided.caseId}/decision`,
      payload: { outcome: 'GRANTED', decidedOn: new Date().toISOString().slice(0, 10) },
    })
    expect(decision.statusCode, decision.body).toBe(200)
    const expectedStatus: Record<string, CaseStatus> = {
      [referred.caseId]: 'DOCS_PENDING',
      [cancelling.caseId]: 'INTAKE',
      [unpaid.caseId]: 'INTAKE',
      [moved.FINGERPRINTS_PENDING!]: 'FINGERPRINTS_PENDING',
      [moved.READY_TO_SEND!]: 'READY_TO_SEND',
      [moved.SUBMITTED!]: 'SUBMITTED',
      [decided.caseId]: 'DECISION',
    }
    for (const [caseId, status] of Object.entries(expectedStatus)) {
      expect(await drive.caseStatus(caseId)).toBe(status)
    }
    // The fingerprint case has waited three days; the SUBMITTED one ten (and is the older of the two there).
    const fingerprintsSince = await backdateStatus(moved.FINGERPRINTS_PENDING!, 3)
    const submittedSince = await backdateStatus(moved.SUBMITTED!, 10)

    // Conversations: one unanswered for two days, one answered, one answered then written to
    // again, one closed.
    const inbox = t.app.services.inbox
    const open = (subject: string) =>
      inbox.openConversation({
        source: 'CONTACT',
        subject,
        customerName: 'Pat Visitor',
        customerEmail: `pat.${subject.toLowerCase()}@example.com`,
        firstMessage: 'Hello',
      })
    const waiting = await open('Waiting')
    const twoDaysAgo = new Date(Date.now() - 2 * DAY_MS)
    await t.db.db
      .update(conversationMessages)
      .set({ createdAt: twoDaysAgo })
      .where(eq(conversationMessages.conversationId, waiting.id))
    const answered = await open('Answered')
    await inbox.addMessage(answered.id, 'OUT', 'Here is the answer.')
    const followedUp = await open('Followed')
    await inbox.addMessage(followedUp.id, 'OUT', 'Here is the answer.')
    await inbox.addMessage(followedUp.id, 'IN', 'One more question.')
    const closed = await open('Closed')
    await inbox.closeConversation(closed.id)

    // The funnel: two visitors open the wizard (one twice), one of them gets a verdict; a bot's
    // visit is not counted.
    const visitorOne = await wizardStarted()
    const visitorCookie = ([] as string[])
      .concat(visitorOne.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('rr_vid='))!
      .split(';')[0]!
    await wizardStarted(visitorCookie)
    await wizardStarted()
    await t.app.inject({
      method: 'POST',
      url: '/api/funnel/wizard-started',
      headers: { origin: TEST_ORIGIN, 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
    })
    const verdict = await t.app.inject({
      method: 'POST',
      url: '/api/eligibility',
      headers: { origin: TEST_ORIGIN, 'user-agent': BROWSER, cookie: visitorCookie },
      payload: {
        convictionType: 'STATE',
        stateCode: 'WV',
        convictionDate: '2010-06-15',
        charges: ['Possession of a controlled substance'],
        supervisionCompleted: true,
        supervisionEndDate: '2012-06-15',
        offense: { felony: true, violent: false, weapon: false, domesticRelationship: false },
      },
    })
    expect(verdict.statusCode).toBe(200)
    await t.app.services.funnel.flush()

    // Jobs: one kind failed for good once and retrying once; its newest error names a customer.
    const created = Date.now()
    await t.db.db.insert(jobs).values([
      {
        name: 'dashboard-test.mail',
        status: 'FAILED',
        attempts: 5,
        lastError: 'Gave up',
        finishedAt: new Date(created - 60_000),
        createdAt: new Date(created - 120_000),
      },
      {
        name: 'dashboard-test.mail',
        status: 'QUEUED',
        attempts: 1,
        lastError: 'SMTP 550 for casey@example.com (phone 3045550142)',
        runAt: new Date(created + 3_600_000),
        createdAt: new Date(created),
      },
    ])

    const res = await dashboard(admin.cookie)
    expect(res.statusCode).toBe(200)
    const d: AdminDashboard = AdminDashboardSchema.parse(res.json())
    const now = new Date()
    const today = todayIn(timeZone, now)

    // Revenue: both payments arrived and the refund went out this week; the other weeks are empty.
    const received = first.amountCents + second.amountCents
    expect(d.timeZone).toBe(timeZone)
    expect(d.revenue.weeks).toHaveLength(DASHBOARD_REVENUE_WEEKS)
    const thisWeek = d.revenue.weeks.at(-1)!
    expect(thisWeek.weekStart <= today).toBe(true)
    expect(thisWeek).toEqual({
      weekStart: thisWeek.weekStart,
      receivedCents: received,
      refundedCents,
      netCents: first.amountCents + second.idFeeCents,
    })
    expect(d.revenue.weeks.slice(0, -1).every((w) => w.receivedCents === 0 && w.refundedCents === 0)).toBe(
      true,
    )
    const flow = { receivedCents: received, refundedCents, netCents: received - refundedCents }
    expect(d.revenue.window).toEqual(flow)
    expect(d.revenue.allTime).toEqual(flow)

    // Orders: both count as paid (the refund came after); the average is exact to the cent.
    const average = Math.round((first.amountCents + second.amountCents) / 2)
    expect(d.orders.window).toEqual({ paidCount: 2, averageOrderCents: average })
    expect(d.orders.allTime).toEqual({ paidCount: 2, averageOrderCents: average })

    // Funnel over 30 days: 2 visitors opened the wizard, 1 got a verdict, 7 cases, 2 paid.
    expect(d.funnel.to).toBe(today)
    expect(d.funnel.steps).toEqual([
      { step: 'WIZARD_STARTED', count: 2, conversionRate: null },
      { step: 'VERDICT', count: 1, conversionRate: 0.5 },
      { step: 'CASE_CREATED', count: 7, conversionRate: 7 },
      { step: 'PAID', count: 2, conversionRate: 0.2857 },
    ])

    // Cases: one per status, two in INTAKE; waits from the latest status change.
    expect(d.cases.total).toBe(7)
    expect(d.cases.byStatus.map((row) => [row.status, row.count])).toEqual([
      ['INTAKE', 2],
      ['DOCS_PENDING', 1],
      ['FINGERPRINTS_PENDING', 1],
      ['READY_TO_SEND', 1],
      ['SUBMITTED', 1],
      ['DECISION', 1],
    ])
    const row = (status: CaseStatus) => d.cases.byStatus.find((r) => r.status === status)!
    expect(row('FINGERPRINTS_PENDING').oldest).toEqual({
      caseId: moved.FINGERPRINTS_PENDING,
      since: fingerprintsSince.toISOString(),
    })
    expect(row('FINGERPRINTS_PENDING').medianWaitSeconds).toBeGreaterThanOrEqual(3 * 86_400)
    expect(row('FINGERPRINTS_PENDING').medianWaitSeconds).toBeLessThan(3 * 86_400 + 120)
    expect(row('SUBMITTED').oldest).toEqual({ caseId: moved.SUBMITTED, since: submittedSince.toISOString() })
    expect(row('READY_TO_SEND').medianWaitSeconds).toBeLessThan(120)
    expect(row('DECISION')).toEqual({ status: 'DECISION', count: 1, medianWaitSeconds: null, oldest: null })

    // Inbox: three open, two waiting for us, the oldest since its message two days ago.
    expect(d.inbox).toEqual({
      openCount: 3,
      unansweredCount: 2,
      oldestUnanswered: { conversationId: waiting.id, waitingSince: twoDaysAgo.toISOString() },
    })

    // Commissions: the referred sale's commission, pending through the hold, held until the
    // ledger releases it (not a date of the dashboard's own); the next Friday run.
    const expectedCommission = saleCommissionCents(first, settings.affiliateCommissionBps)
    expect(expectedCommission).toBeGreaterThan(0)
    const [sale] = await t.db.db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'SALE'))
    expect(sale!.availableAt.getTime()).toBeGreaterThan(now.getTime())
    expect(d.affiliates).toEqual({
      availableCents: 0,
      pendingCents: expectedCommission,
      heldUntil: sale!.availableAt.toISOString(),
      heldLastUntil: sale!.availableAt.toISOString(),
      dueCents: expectedCommission,
      nextPayoutAt: payoutMoments(now, {
        weekday: settings.payoutWeekday,
        time: settings.payoutTime,
        timeZone,
      }).next.toISOString(),
    })

    // Jobs: the test's kind, its newest error without the e-mail address or the phone number.
    expect(d.jobs.failing).toEqual([
      {
        kind: 'dashboard-test.mail',
        failedCount: 1,
        retryingCount: 1,
        lastError: 'SMTP 550 for [e-mail] (phone [number])',
      },
    ])
  })
})
