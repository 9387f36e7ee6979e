// Throughput and p99 latency of our endpoints beside a bare Fastify route, on both databases in one
// run, so the ratios hold whatever the machine (decision 019).
//
// The server (the app and the bare route, side by side) runs in a child process of its own
// (bench/http-server.ts); this process only drives autocannon, so the load generator never
// competes with the server for its event loop. Every round measures every target once, the
// baseline included, and the table shows each target's median over the rounds: a neighbour's
// burst of CPU then slows the baseline and the targets alike.
//
//   npm run bench
//   BENCH_SECONDS=5 BENCH_RUNS=3 BENCH_CONNECTIONS=10,50   (the defaults)
//   BENCH_DATABASE_URL=postgres://user@host:5432/postgres  (PostgreSQL server; default: local, if it answers)
//   BENCH_DATABASES=pglite,postgres  BENCH_TARGETS=auth-user,case  (a subset)
//   BENCH_PROFILE=/tmp/prof  (a CPU profile of each target's first round; bench/cpu-profile-summary.ts reads them)
import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import autocannon from 'autocannon'
import pg from 'pg'
import { EligibilityInputSchema } from '#shared/domain/eligibility/index.ts'
import { makeRawInput, prng } from '#shared/domain/eligibility/sample-inputs.ts'
import { BENCH_ORIGIN, BROWSER_USER_AGENT, type ServerReady } from './http-shared.ts'
import { median, startBenchServer, stopBenchServer } from './lib/bench-server.ts'
import { refreshedCookies } from './lib/session-cookies.ts'

const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const runs = Number(process.env.BENCH_RUNS ?? 3)
const connectionCounts = (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number)
const onlyTargets = process.env.BENCH_TARGETS?.split(',')
const onlyDatabases = process.env.BENCH_DATABASES?.split(',')
const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres'

type Request = { method?: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string }
type Target = {
  key: string
  name: string
  base: 'bare' | 'app'
  request: (s: Session) => Request
  /** A redirect is the answer, not a failure (the referral link). */
  isRedirect?: boolean
}
type Session = ServerReady & { cookie: string }
type Sample = { requestsPerSecond: number; p99Ms: number; failures: number }

// A generated wizard answer (the property test's generator), without a date so the server judges
// it on today's date as it does for the wizard.
function eligibilityBody(): string {
  const random = prng(7)
  for (;;) {
    const parsed = EligibilityInputSchema.safeParse(makeRawInput(random))
    if (parsed.success) {
      const { asOf: _asOf, ...input } = parsed.data
      return JSON.stringify(input)
    }
  }
}

const ELIGIBILITY_BODY = eligibilityBody()

const TARGETS: Target[] = [
  { key: 'bare', name: 'bare Fastify route', base: 'bare', request: () => ({ path: '/bare' }) },
  { key: 'health', name: 'GET /api/health', base: 'app', request: () => ({ path: '/api/health' }) },
  // The news page's list: its listing is counted as impressions, in batches (decision 042).
  { key: 'news-list', name: 'GET /api/news/list', base: 'app', request: () => ({ path: '/api/news/list' }) },
  {
    key: 'auth-user',
    name: 'GET /api/auth/user (signed in)',
    base: 'app',
    request: (s) => ({ path: '/api/auth/user', headers: { cookie: s.cookie } }),
  },
  {
    key: 'case',
    name: 'GET /api/case/:id (owner)',
    base: 'app',
    request: (s) => ({ path: `/api/case/${s.caseId}`, headers: { cookie: s.cookie } }),
  },
  {
    key: 'case-only',
    name: 'bare Fastify + the case reads alone (reference)',
    base: 'bare',
    request: () => ({ path: '/bare/case' }),
  },
  {
    key: 'engine-only',
    name: 'bare Fastify + the engine alone (POST, reference)',
    base: 'bare',
    request: () => ({
      method: 'POST',
      path: '/bare/eligibility',
      headers: { 'content-type': 'application/json' },
      body: ELIGIBILITY_BODY,
    }),
  },
  {
    // A new visitor each request (no cookies kept), so every hit stores a click: the link's full work.
    key: 'referral-link',
    name: 'GET /r/:code (a new visitor)',
    base: 'app',
    isRedirect: true,
    request: (s) => ({ path: `/r/${s.affiliateCode}`, headers: { 'user-agent': BROWSER_USER_AGENT } }),
  },
  {
    // A visitor who clicked today already (their visitor cookie sent): nothing new to store.
    key: 'referral-link-again',
    name: 'GET /r/:code (a returning visitor)',
    base: 'app',
    isRedirect: true,
    request: (s) => ({
      path: `/r/${s.affiliateCode}`,
      headers: { 'user-agent': BROWSER_USER_AGENT, cookie: 'rr_vid=benchvisitor0000000000' },
    }),
  },
  {
    key: 'eligibility',
    name: 'POST /api/eligibility',
    base: 'app',
    request: () => ({
      method: 'POST',
      path: '/api/eligibility',
      headers: { 'content-type': 'application/json', origin: BENCH_ORIGIN },
      body: ELIGIBILITY_BODY,
    }),
  },
]

async function fire(
  session: Session,
  target: Target,
  connections: number,
  duration: number,
): Promise<Sample> {
  const { path: urlPath, ...rest } = target.request(session)
  const base = target.base === 'bare' ? session.bareUrl : session.appUrl
  const r = await autocannon({ url: `${base}${urlPath}`, connections, duration, ...rest })
  return {
    requestsPerSecond: r.requests.average,
    p99Ms: r.latency.p99,
    failures:
      (target.isRedirect ? r['1xx'] + r['2xx'] + r['4xx'] + r['5xx'] : r.non2xx) + r.errors + r.timeouts,
  }
}

const profiling = Boolean(process.env.BENCH_PROFILE)

// The first round of each target is profiled; the server answers once the file is written.
function profileStop(child: ChildProcess, label: string): Promise<void> {
  return new Promise((resolve) => {
    const onMessage = (message: { type?: string; file?: string }) => {
      if (message.type !== 'profiled') return
      child.off('message', onMessage)
      process.stdout.write(`CPU profile: ${message.file}\n`)
      resolve()
    }
    child.on('message', onMessage)
    child.send({ type: 'profile-stop', label })
  })
}

async function benchDatabase(databaseUrl: string | undefined): Promise<string[]> {
  const { child, ready } = await startBenchServer(
    databaseUrl ? { BENCH_SERVER_DATABASE_URL: databaseUrl } : {},
  )
  const session: Session = { ...ready }
  // Each reference goes with the target it is the ceiling of.
  const wanted = (key: string) =>
    !onlyTargets ||
    onlyTargets.includes(key) ||
    (key === 'engine-only' && onlyTargets.includes('eligibility')) ||
    (key === 'case-only' && onlyTargets.includes('case'))
  const targets = TARGETS.filter((t) => t.key === 'bare' || wanted(t.key))
  const failures: string[] = []
  const lines: string[] = []
  try {
    for (const connections of connectionCounts) {
      for (const target of targets) await fire(session, target, connections, 2) // warm-up
      const samples = new Map<string, Sample[]>(targets.map((t) => [t.key, []]))
      for (let round = 0; round < runs; round++) {
        for (const target of targets) {
          session.cookie = await refreshedCookies(session.appUrl, session.cookie)
          const profiled = profiling && round === 0 && target.key !== 'bare'
          if (profiled) child.send({ type: 'profile-start' })
          const sample = await fire(session, target, connections, seconds)
          if (profiled) await profileStop(child, `${target.key}-c${connections}`)
          samples.get(target.key)?.push(sample)
          if (sample.failures > 0) failures.push(`${target.name}: ${sample.failures} failed requests`)
        }
      }
      const summary = (key: string) => {
        const list = samples.get(key) ?? []
        return {
          requestsPerSecond: median(list.map((s) => s.requestsPerSecond)),
          p99Ms: median(list.map((s) => s.p99Ms)),
          spread: list.map((s) => s.requestsPerSecond.toFixed(0)).join(' / '),
        }
      }
      const bare = summary('bare')
      lines.push(
        '',
        `${ready.database}, ${connections} connections, median of ${runs} × ${seconds} s (req/s of each round in brackets)`,
        '',
        '| target | req/s | p99 ms | req/s vs bare |',
        '|---|---|---|---|',
      )
      for (const target of targets) {
        const s = summary(target.key)
        const ratio = (s.requestsPerSecond / bare.requestsPerSecond).toFixed(3)
        lines.push(
          `| ${target.name} | ${s.requestsPerSecond.toFixed(0)} (${s.spread}) | ${s.p99Ms} | ${ratio}x |`,
        )
      }
      process.stdout.write(`${lines.slice(-targets.length - 5).join('\n')}\n`)
    }
  } finally {
    await stopBenchServer(child)
  }
  if (failures.length > 0) throw new Error(`some benchmark requests failed:\n${failures.join('\n')}`)
  return lines
}

// A fresh database on the PostgreSQL server named by BENCH_DATABASE_URL (or the local one when it
// answers), dropped afterwards; undefined when there is no server to use.
async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_POSTGRES
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 })
  try {
    await admin.connect()
  } catch (error) {
    if (process.env.BENCH_DATABASE_URL) throw error
    process.stdout.write(`\nNo PostgreSQL at ${DEFAULT_POSTGRES}: PGlite only.\n`)
    return undefined
  }
  const name = `rr_bench_${randomBytes(6).toString('hex')}`
  await admin.query(`create database ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}

async function main() {
  const tables: string[] = []
  if (!onlyDatabases || onlyDatabases.includes('pglite')) tables.push(...(await benchDatabase(undefined)))
  if (!onlyDatabases || onlyDatabases.includes('postgres')) {
    const database = await createPostgresDatabase()
    if (database) {
      try {
        tables.push(...(await benchDatabase(database.url)))
      } finally {
        await database.drop()
      }
    }
  }
  process.stdout.write(`\n## HTTP bench, all tables\n${tables.join('\n')}\n`)
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`)
  process.exit(1)
})
