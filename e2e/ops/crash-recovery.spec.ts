// Acceptance (issue 9): two real server processes on one PostgreSQL database under a mixed load,
// one killed with SIGKILL in the middle of payments and started again. Afterwards every write a
// client was answered 2xx for is in the database, no order holds more money than it is due, and every
// job ran once. Runs in the crash-postgres project, only when TEST_DATABASE_URL names a PostgreSQL
// server; every request goes to loopback. docs/decisions/015-production-guard-and-outbound-fetches.md
import { createHmac, randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createSandboxPayments,
  SANDBOX_SIGNATURE_HEADER,
} from '#server/adapters/payments/sandbox-payments.ts'
import { createDb, type DbHandle } from '#server/db/client.ts'
import { cases, jobs, orders, paymentEvents, payments, users } from '#server/db/schema/index.ts'
import { federalWizardInput } from '#server/db/seed/factories.ts'
import {
  createTestDatabase,
  killServer,
  productionEnv,
  serverProcess,
  startServer,
  stopServer,
  type ServerProcess,
} from './server-processes.ts'

const WORKERS = 6
const CUSTOMERS_PER_WORKER = 4
const REQUEST_TIMEOUT_MS = 45_000
const CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', zip: '25301' }
const SESSION_SECRET = randomBytes(32).toString('base64url')

// While one is down (isUp false) requests go to the other one.
type Server = ServerProcess

// What the clients were told succeeded (2xx): each must be found in the database afterwards.
const acknowledged = {
  signUps: [] as string[],
  cases: [] as string[],
  checkouts: [] as Array<{ orderId: string; paymentId: string; amountCents: number }>,
  payments: [] as Array<{ orderId: string; paymentId: string }>,
  webhookReplays: [] as string[],
}
const counts = { requests: 0, failedRequests: 0, killedMidPayment: 0 }

let database: { url: string; drop(): Promise<void> } | undefined
let databaseUrl: string
// The processes share one folder, so each one's DATA_DIR is the other's (no file is uploaded here).
let dataDir: string
let handle: DbHandle | undefined
const servers: Server[] = []

describe('two servers on one PostgreSQL, one killed with SIGKILL during payments', () => {
  beforeAll(async () => {
    database = await createTestDatabase('rr_crash')
    databaseUrl = database.url
    dataDir = await mkdtemp(path.join(tmpdir(), 'rr-crash-'))
    for (const name of ['A', 'B']) servers.push(await serverProcess(name))
    // One after the other: the first applies the migrations.
    await start(servers[0]!)
    await start(servers[1]!)
  })

  afterAll(async () => {
    await Promise.all(servers.map(stopServer))
    await handle?.close()
    await database?.drop()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  it('loses no acknowledged write, pays no order twice and runs every job once', async () => {
    const started = Date.now()
    const [a, b] = servers as [Server, Server]
    let confirmsSent = 0
    let killed: Promise<void> | null = null
    const killAfterConfirms = Math.floor((WORKERS * CUSTOMERS_PER_WORKER) / 3)

    // Until the kill every confirm goes to the server that will be killed, so it lands while
    // payments are in flight there; afterwards confirms go wherever the journey is.
    const paymentServer = (journeyServer: Server): Server => {
      confirmsSent += 1
      if (confirmsSent > killAfterConfirms) return journeyServer
      if (confirmsSent === killAfterConfirms && !killed) {
        killed = (async () => {
          await new Promise((resolve) => setTimeout(resolve, 15))
          await killServer(a)
          // The survivor carries the load alone for a moment, then the killed one comes back.
          await new Promise((resolve) => setTimeout(resolve, 1500))
          await start(a)
        })()
      }
      return a
    }

    await Promise.all(
      Array.from({ length: WORKERS }, (_, worker) => customerJourneys(worker, a, b, paymentServer)),
    )
    expect(killed, 'the kill happened during the load').not.toBeNull()
    await killed
    // After the restart both take load again: one more customer on each, end to end.
    await customerJourney(a, a, (server) => server)
    await customerJourney(b, b, (server) => server)

    handle = await createDb({ databaseUrl })
    await waitForDueJobs(handle)
    await Promise.all(servers.map(stopServer))

    const db = handle.db
    // 1. No acknowledged write lost.
    const storedEmails = new Set(
      (
        await db.select({ email: users.email }).from(users).where(inArray(users.email, acknowledged.signUps))
      ).map((row) => row.email),
    )
    expect(acknowledged.signUps.filter((email) => !storedEmails.has(email))).toEqual([])
    const storedCases = await db.$count(cases, inArray(cases.id, acknowledged.cases))
    expect(storedCases).toBe(acknowledged.cases.length)
    const storedOrders = new Map(
      (
        await db
          .select()
          .from(orders)
          .where(
            inArray(
              orders.id,
              acknowledged.checkouts.map((c) => c.orderId),
            ),
          )
      ).map((order) => [order.id, order]),
    )
    const storedPayments = new Map(
      (
        await db
          .select()
          .from(payments)
          .where(
            inArray(
              payments.id,
              acknowledged.checkouts.map((c) => c.paymentId),
            ),
          )
      ).map((payment) => [payment.id, payment]),
    )
    for (const checkout of acknowledged.checkouts) {
      expect(storedOrders.has(checkout.orderId), `order ${checkout.orderId}`).toBe(true)
      expect(storedPayments.has(checkout.paymentId), `payment ${checkout.paymentId}`).toBe(true)
    }
    for (const paid of acknowledged.payments) {
      expect(storedPayments.get(paid.paymentId)?.status, `payment ${paid.paymentId}`).toBe('SUCCEEDED')
      const order = storedOrders.get(paid.orderId)!
      expect(order.paidCents, `order ${order.id}`).toBeGreaterThan(0)
      expect(['DEPOSIT_PAID', 'PAID']).toContain(order.status)
    }
    const replayed = await db.$count(
      paymentEvents,
      inArray(paymentEvents.eventId, acknowledged.webhookReplays),
    )
    expect(replayed).toBe(new Set(acknowledged.webhookReplays).size)

    // 2. No order paid twice: never more collected than due, by the order or by its payments.
    const allOrders = await db.select().from(orders)
    const succeeded = await db
      .select({ orderId: payments.orderId, total: sql<number>`sum(${payments.amountCents})::int` })
      .from(payments)
      .where(sql`${payments.status} = 'SUCCEEDED'`)
      .groupBy(payments.orderId)
    const collected = new Map(succeeded.map((row) => [row.orderId, row.total]))
    for (const order of allOrders) {
      expect(order.paidCents, `order ${order.id} paidCents`).toBeLessThanOrEqual(order.amountCents)
      expect(collected.get(order.id) ?? 0, `order ${order.id} succeeded payments`).toBeLessThanOrEqual(
        order.amountCents,
      )
    }

    // 3. Every job ran once: one row per unique key (recurring jobs were enqueued by three process
    // starts), none run twice, none failed; a job the killed process held keeps its lease.
    const allJobs = await db.select().from(jobs)
    const keys = allJobs.map((job) => job.uniqueKey).filter(Boolean)
    expect(keys.length).toBe(new Set(keys).size)
    expect(allJobs.filter((job) => job.name === 'news.refresh').length).toBeGreaterThanOrEqual(1)
    for (const job of allJobs) {
      expect(job.attempts, `job ${job.name} ${job.uniqueKey ?? job.id}`).toBeLessThanOrEqual(1)
      expect(job.status, `job ${job.name} ${job.uniqueKey ?? job.id}`).not.toBe('FAILED')
      if (job.status === 'RUNNING') expect(job.lockedUntil!.getTime()).toBeGreaterThan(Date.now())
      else expect(job.status, `job ${job.name} ${job.uniqueKey ?? job.id}`).toBe('DONE')
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    process.stdout.write(
      `crash test: ${counts.requests} requests (${counts.failedRequests} cut off by the kill, ` +
        `${counts.killedMidPayment} payments in flight when it landed), ${acknowledged.signUps.length} sign-ups, ` +
        `${acknowledged.cases.length} cases, ${acknowledged.checkouts.length} checkouts, ` +
        `${acknowledged.payments.length} payments, ${acknowledged.webhookReplays.length} webhook replays, ` +
        `${allJobs.length} jobs, ${seconds} s\n`,
    )
    expect(counts.killedMidPayment + counts.failedRequests).toBeGreaterThan(0)
  })
})

type PaymentServer = (journeyServer: Server) => Server

async function customerJourneys(worker: number, a: Server, b: Server, paymentServer: PaymentServer) {
  for (let i = 0; i < CUSTOMERS_PER_WORKER; i++) {
    // Alternate which server does the first half of the journey and which the second.
    const [first, second] = (worker + i) % 2 === 0 ? [a, b] : [b, a]
    await customerJourney(first, second, paymentServer).catch((error: unknown) => {
      // A request cut off by the kill ends this customer's journey; the next one goes on.
      if (!(error instanceof CutOff)) throw error
    })
  }
}

// Sign up, read the public pages' data, open a case, sign, open checkout (sometimes twice, with a
// plan change), pay through the sandbox, and replay the payment's webhook event to the other server.
async function customerJourney(first: Server, second: Server, paymentServer: PaymentServer) {
  const email = `crash.${randomBytes(6).toString('hex')}@example.com`
  const signUp = await call(first, 'POST', '/api/auth/sign-up', {
    body: {
      firstName: 'Casey',
      lastName: 'Crash',
      email,
      password: `Crash ${randomBytes(12).toString('base64url')}`,
    },
  })
  expect(signUp.status, signUp.text).toBe(201)
  acknowledged.signUps.push(email)
  const cookie = sessionCookie(signUp.setCookie)

  for (const url of ['/api/settings/public', '/api/news/list', '/api/health']) {
    expect((await call(second, 'GET', url)).status).toBe(200)
  }
  const created = await call(second, 'POST', '/api/cases', { cookie, body: federalWizardInput() })
  expect(created.status, created.text).toBe(201)
  const caseId = created.json.id as string
  acknowledged.cases.push(caseId)
  await makeCaseReadyForFederalCheckout(second, cookie, caseId)

  const signed = await call(first, 'POST', '/api/agreements', {
    cookie,
    body: { product: 'FEDERAL', caseId, fullName: 'Casey Crash', agreed: true, idBypass: true },
  })
  expect(signed.status, signed.text).toBe(201)
  const signatureId = signed.json.signatureId as string

  const plan = Math.random() < 0.5 ? 'FULL' : 'DEPOSIT'
  let checkout = await call(second, 'POST', '/api/checkout/create', {
    cookie,
    body: { product: 'FEDERAL', caseId, signatureId, paymentPlan: plan },
  })
  expect(checkout.status, checkout.text).toBe(200)
  acknowledged.checkouts.push({
    orderId: checkout.json.orderId as string,
    paymentId: checkout.json.paymentId as string,
    amountCents: checkout.json.amountCents as number,
  })
  let voidedSecret: string | null = null
  if (Math.random() < 0.4) {
    // A second checkout for the same order (the plan changed): the first attempt is void.
    voidedSecret = checkout.json.clientSecret as string
    checkout = await call(first, 'POST', '/api/checkout/create', {
      cookie,
      body: { product: 'FEDERAL', caseId, signatureId, paymentPlan: plan === 'FULL' ? 'DEPOSIT' : 'FULL' },
    })
    expect(checkout.status, checkout.text).toBe(200)
    acknowledged.checkouts.push({
      orderId: checkout.json.orderId as string,
      paymentId: checkout.json.paymentId as string,
      amountCents: checkout.json.amountCents as number,
    })
  }
  const orderId = checkout.json.orderId as string
  const paymentId = checkout.json.paymentId as string
  const clientSecret = checkout.json.clientSecret as string

  // The live attempt and, at the same moment on the other server, the voided one (a second tab):
  // only the live one may take money (finding 1 under concurrency).
  const [confirmed, stale] = await Promise.all([
    call(paymentServer(first), 'POST', '/api/payments/sandbox/confirm', {
      cookie,
      body: { clientSecret, card: CARD },
      isPayment: true,
    }),
    voidedSecret
      ? call(second, 'POST', '/api/payments/sandbox/confirm', {
          cookie,
          body: { clientSecret: voidedSecret, card: CARD },
          isPayment: true,
        })
      : null,
  ])
  if (stale) expect(stale.status === 200 && stale.json.status === 'succeeded', stale.text).toBe(false)
  expect(confirmed.status, confirmed.text).toBe(200)
  expect(confirmed.json.status).toBe('succeeded')
  acknowledged.payments.push({ orderId, paymentId })

  // The provider delivers the same event twice, to both servers, and then a second success for the
  // same payment under a new event id: none of it may credit the order again.
  const providerPaymentId = clientSecret.slice(0, clientSecret.indexOf('_secret_'))
  const event = sandbox.signedEvent({
    providerPaymentId,
    amountCents: checkout.json.amountCents as number,
    failureMessage: null,
  })
  for (const target of [second, first]) {
    const replay = await call(target, 'POST', '/api/payments/webhook/sandbox', {
      raw: event.body,
      headers: { [SANDBOX_SIGNATURE_HEADER]: event.signature },
    })
    expect(replay.status, replay.text).toBe(200)
  }
  acknowledged.webhookReplays.push((JSON.parse(event.body) as { id: string }).id)
  const order = await call(second, 'GET', `/api/orders/${orderId}`, { cookie })
  expect(order.status, order.text).toBe(200)
  expect(order.json.paidCents as number).toBeLessThanOrEqual(order.json.amountCents as number)
}

// The sandbox as the servers run it: its events are signed with a key derived from SESSION_SECRET.
const sandbox = createSandboxPayments(
  createHmac('sha256', SESSION_SECRET).update('sandbox-payment-events').digest('hex'),
)

class CutOff extends Error {
  override name = 'CutOff'
}

type CallResult = { status: number; text: string; json: Record<string, unknown>; setCookie: string[] }

// The case follows its verdict (docs/decisions/021): a review is acknowledged and the federal
// package chosen before checkout, as the case page lets a customer do.
async function makeCaseReadyForFederalCheckout(server: Server, cookie: string, caseId: string) {
  const detail = await call(server, 'GET', `/api/case/${caseId}`, { cookie })
  expect(detail.status, detail.text).toBe(200)
  const shown = detail.json as { eligibility: { verdict: string }; packageCode: string }
  if (shown.eligibility.verdict === 'MANUAL_REVIEW') {
    const ack = await call(server, 'POST', `/api/case/${caseId}/review-acknowledgement`, {
      cookie,
      body: { isAccepted: true },
    })
    expect(ack.status, ack.text).toBe(200)
  }
  if (shown.packageCode !== 'FEDERAL') {
    const chosen = await call(server, 'POST', `/api/case/${caseId}/package`, {
      cookie,
      body: { packageCode: 'FEDERAL', isWarningConfirmed: true },
    })
    expect(chosen.status, chosen.text).toBe(200)
  }
}

async function call(
  server: Server,
  method: 'GET' | 'POST',
  url: string,
  options: {
    cookie?: string
    body?: unknown
    raw?: string
    headers?: Record<string, string>
    isPayment?: boolean
  } = {},
): Promise<CallResult> {
  counts.requests += 1
  // While one server is down the survivor takes its requests.
  const target = server.isUp ? server : servers.find((other) => other !== server && other.isUp)!
  const headers: Record<string, string> = { origin: target.baseURL, ...options.headers }
  if (options.cookie) headers.cookie = options.cookie
  if (options.body !== undefined || options.raw !== undefined) headers['content-type'] = 'application/json'
  try {
    const response = await fetch(`${target.baseURL}${url}`, {
      method,
      headers,
      body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
    const text = await response.text()
    let json: Record<string, unknown> = {}
    try {
      json = JSON.parse(text) as Record<string, unknown>
    } catch {
      // Not JSON: the status says enough.
    }
    return { status: response.status, text, json, setCookie: response.headers.getSetCookie() }
  } catch (error) {
    // Only the server that was killed may fail to answer, and only for requests it had when it died.
    if (target.isUp) throw error
    counts.failedRequests += 1
    if (options.isPayment) counts.killedMidPayment += 1
    throw new CutOff(`${method} ${url} to server ${target.name} was cut off`)
  }
}

function sessionCookie(setCookie: string[]): string {
  return setCookie
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter((pair) => pair && !pair.endsWith('='))
    .join('; ')
}

// Two processes on one PostgreSQL with files on local disk start only with SINGLE_PROCESS=true;
// this test uploads no file, and its processes share one DATA_DIR, so each reads what the other
// wrote (docs/decisions/059-several-processes-and-production-checks.md).
function start(server: Server) {
  return startServer(server, {
    ...productionEnv(server, databaseUrl, SESSION_SECRET),
    SINGLE_PROCESS: 'true',
    DATA_DIR: dataDir,
    JOBS_ENABLED: 'true',
    // Every client is 127.0.0.1: the per-address limits would measure the test, not the servers.
    SIGN_UP_LIMIT_PER_HOUR: '100000',
    API_RATE_LIMIT_PER_MINUTE: '1000000',
    PUBLIC_FORM_LIMIT_PER_MINUTE: '100000',
  })
}

// Jobs the requests enqueued run right after them; the loop catches any left behind. Waits until
// nothing is due (a job the killed process held stays RUNNING under its lease).
async function waitForDueJobs(db: DbHandle) {
  const deadline = Date.now() + 25_000
  while (Date.now() < deadline) {
    const due = await db.db.$count(jobs, sql`${jobs.status} = 'QUEUED' and ${jobs.runAt} <= now()`)
    if (due === 0) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}
