// Throughput and p99 latency of our endpoints beside a bare Fastify route and beside each one's
// reference row (a bare route doing only that endpoint's own work, bench/lib/reference-routes.ts),
// on both databases in one run, so the ratios hold whatever the machine (decision 019).
//
// The server (the app and the bare routes, side by side) runs in a child process of its own
// (bench/http-server.ts); this process only drives autocannon, so the load generator never
// competes with the server for its event loop. Every round measures every target once, the
// baseline and the references included, and the table shows each target's median over the rounds:
// a neighbour's burst of CPU then slows the baseline, the references and the targets alike. Each
// endpoint's row says whether it meets its targets (bench/lib/speed-targets.ts) and a summary
// lists those missed; only failed requests make the bench exit non-zero. Beside throughput, each
// row gives the server process's CPU per request and the reference's share of it: on a shared
// machine that figure moves far less than requests per second do.
//
//   npm run bench
//   BENCH_SECONDS=5 BENCH_RUNS=3 BENCH_CONNECTIONS=10,50   (the defaults)
//   BENCH_DATABASE_URL=postgres://user@host:5432/postgres  (PostgreSQL server; default: local, if it answers)
//   BENCH_DATABASES=pglite,postgres  BENCH_TARGETS=auth-user,case  (a subset; each with its reference)
//   BENCH_PROFILE=/tmp/prof  (a CPU profile of each target's first round; bench/cpu-profile-summary.ts reads them)
import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import autocannon from 'autocannon'
import pg from 'pg'
import { median, startBenchServer, stopBenchServer } from './lib/bench-server.ts'
import { ENDPOINTS, selectTargets, type Session, type Target } from './lib/http-targets.ts'
import { refreshedCookies } from './lib/session-cookies.ts'
import { checkTargets, SPEED_TARGETS } from './lib/speed-targets.ts'

const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const runs = Number(process.env.BENCH_RUNS ?? 3)
const connectionCounts = (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number)
const onlyTargets = process.env.BENCH_TARGETS?.split(',')
const onlyDatabases = process.env.BENCH_DATABASES?.split(',')
const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres'

type Sample = { requestsPerSecond: number; p99Ms: number; failures: number; cpuMicros: number }

// The CPU the server process has used so far, in microseconds (bench/http-server.ts answers).
function serverCpu(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (message: { type?: string; micros?: number }) => {
      if (message.type !== 'cpu') return
      child.off('message', onMessage)
      resolve(message.micros ?? 0)
    }
    child.on('message', onMessage)
    child.send({ type: 'cpu' })
  })
}

async function fire(
  child: ChildProcess,
  session: Session,
  target: Target,
  connections: number,
  duration: number,
): Promise<Sample> {
  const { path: urlPath, ...rest } = target.request(session)
  const base = target.base === 'bare' ? session.bareUrl : session.appUrl
  const cpuBefore = await serverCpu(child)
  const r = await autocannon({ url: `${base}${urlPath}`, connections, duration, ...rest })
  const cpuAfter = await serverCpu(child)
  return {
    requestsPerSecond: r.requests.average,
    p99Ms: r.latency.p99,
    cpuMicros: (cpuAfter - cpuBefore) / Math.max(1, r.requests.total),
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

type Outcome = { lines: string[]; checked: number; missed: string[] }

const ROW_HEADER = [
  '| target | req/s | p99 ms | vs bare | vs its reference | server CPU µs/request (reference ÷ it) | target check |',
  '|---|---|---|---|---|---|---|',
]

async function benchDatabase(databaseUrl: string | undefined): Promise<Outcome> {
  const { child, ready } = await startBenchServer(
    databaseUrl ? { BENCH_SERVER_DATABASE_URL: databaseUrl } : {},
  )
  const session: Session = { ...ready }
  const targets = selectTargets(onlyTargets)
  const failures: string[] = []
  const outcome: Outcome = { lines: [], checked: 0, missed: [] }
  try {
    for (const connections of connectionCounts) {
      for (const target of targets) await fire(child, session, target, connections, 2) // warm-up
      const samples = new Map<string, Sample[]>(targets.map((t) => [t.key, []]))
      for (let round = 0; round < runs; round++) {
        for (const target of targets) {
          session.cookie = await refreshedCookies(session.appUrl, session.cookie)
          const profiled = profiling && round === 0 && target.key !== 'bare'
          if (profiled) child.send({ type: 'profile-start' })
          const sample = await fire(child, session, target, connections, seconds)
          if (profiled) await profileStop(child, `${target.key}-c${connections}`)
          samples.get(target.key)?.push(sample)
          if (sample.failures > 0) failures.push(`${target.name}: ${sample.failures} failed requests`)
        }
      }
      const summary = (key: string) => {
        const list = samples.get(key)
        if (!list?.length) return undefined
        return {
          requestsPerSecond: median(list.map((s) => s.requestsPerSecond)),
          p99Ms: median(list.map((s) => s.p99Ms)),
          cpuMicros: median(list.map((s) => s.cpuMicros)),
          spread: list.map((s) => s.requestsPerSecond.toFixed(0)).join(' / '),
        }
      }
      const bare = summary('bare')
      if (!bare) throw new Error('the bare route was not measured')
      const lines = [
        '',
        `${ready.database}, ${connections} connections, median of ${runs} × ${seconds} s (req/s of each round in brackets)`,
        ...(ready.database === SPEED_TARGETS.database
          ? []
          : [`(the targets are set on ${SPEED_TARGETS.database}: not checked here)`]),
        '',
        ...ROW_HEADER,
      ]
      for (const target of targets) {
        const s = summary(target.key)
        if (!s) continue
        const endpoint = ENDPOINTS.find((e) => e.key === target.key)
        const reference = endpoint && summary(endpoint.reference.key)
        const check = endpoint
          ? checkTargets({ database: ready.database, connections, endpoint, measured: s, reference, bare })
          : undefined
        outcome.checked += check?.checked ?? 0
        outcome.missed.push(...(check?.missed ?? []))
        const vsBare = `${(s.requestsPerSecond / bare.requestsPerSecond).toFixed(3)}×`
        const vsReference = reference
          ? `${(s.requestsPerSecond / reference.requestsPerSecond).toFixed(3)}×`
          : '—'
        const cpu = `${s.cpuMicros.toFixed(0)}${reference ? ` (${(reference.cpuMicros / s.cpuMicros).toFixed(3)}×)` : ''}`
        lines.push(
          `| ${target.name} | ${s.requestsPerSecond.toFixed(0)} (${s.spread}) | ${s.p99Ms} | ${vsBare} | ${vsReference} | ${cpu} | ${check?.column ?? ''} |`,
        )
      }
      process.stdout.write(`${lines.join('\n')}\n`)
      outcome.lines.push(...lines)
    }
  } finally {
    await stopBenchServer(child)
  }
  if (failures.length > 0) throw new Error(`some benchmark requests failed:\n${failures.join('\n')}`)
  return outcome
}

// What the targets say over the whole run: a missed target is reported, not an error (only failed
// requests make the bench exit non-zero).
function targetSummary(outcomes: Outcome[]): string[] {
  const checked = outcomes.reduce((sum, o) => sum + o.checked, 0)
  const missed = outcomes.flatMap((o) => o.missed)
  if (checked === 0) {
    return [
      `No target checked: they are set on ${SPEED_TARGETS.database} at ${SPEED_TARGETS.throughputConnections} and ${SPEED_TARGETS.latencyConnections} connections.`,
    ]
  }
  if (missed.length === 0) return [`All ${checked} target checks met.`]
  return [`${missed.length} of ${checked} target checks missed:`, ...missed.map((m) => `- ${m}`)]
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
  const outcomes: Outcome[] = []
  if (!onlyDatabases || onlyDatabases.includes('pglite')) outcomes.push(await benchDatabase(undefined))
  if (!onlyDatabases || onlyDatabases.includes('postgres')) {
    const database = await createPostgresDatabase()
    if (database) {
      try {
        outcomes.push(await benchDatabase(database.url))
      } finally {
        await database.drop()
      }
    }
  }
  const tables = outcomes.flatMap((o) => o.lines)
  process.stdout.write(`\n## HTTP bench, all tables\n${tables.join('\n')}\n`)
  process.stdout.write(`\n## Speed targets\n\n${targetSummary(outcomes).join('\n')}\n`)
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`)
  process.exit(1)
})
