// Lighthouse 12 (mobile defaults: Moto G Power emulation, simulated slow 4G and 4x CPU slowdown) on
// a production build served on loopback by the real server (STAGING=true, embedded database, the
// news items seeded), in Debian's Chromium.
//
// Public pages are measured as a new visitor sees them. Private pages (the account surface:
// /dashboard, /case/:id) are measured as a returning customer sees them: a customer with one case
// is created through the services before the server starts, signed in over HTTP, and every request
// of the run carries the session's cookies (Lighthouse's extraHeaders, since it clears the browser's
// own storage before each run). A `:param` in a page's path is that customer's case id.
//
// Each page is warmed up (fetched over HTTP, then one Lighthouse run that is thrown away), then
// measured LIGHTHOUSE_RUNS times, each a fresh navigation. For every page the table shows the
// median and the min–max spread of: the four category scores (0-100), LCP, TBT, CLS, and the
// JavaScript transferred before any interaction (every 'Script' request Lighthouse records: it never
// interacts). The medians are checked against the targets (PASS/FAIL per target), and the
// scripts the landing page and each signed-in page load are listed. A report, not a test: the exit code is 0 whatever the
// numbers, non-zero only if the build, the server or Lighthouse itself fails.
//
//   npm run bench   or   npx tsx bench/lighthouse.bench.ts
//   LIGHTHOUSE_PAGES=/,/pricing,/faq,/federal-restoration,/news,/dashboard,/case/:id   (the default)
//   LIGHTHOUSE_RUNS=5                                   (measured runs per page; the default)
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import lighthouse from 'lighthouse'
import { DISPLAY_FORMAT_COOKIE, encodeDisplayFormat } from '#shared/domain/display-format.ts'
import { loadConfig } from '#server/config.ts'
import { createDb } from '#server/db/client.ts'
import { federalWizardInput } from '#server/db/seed/factories.ts'
import { seedNews } from '#server/db/seed/news-seed.ts'
import { createServices } from '#server/services.ts'
import { isIndexablePage } from '#shared/domain/site-pages.ts'
import { ensureSystemTools, launchChromium } from '../e2e/chromium.ts'
import { freePort } from '../e2e/free-port.ts'
import { median } from './lib/bench-server.ts'
import { refreshedCookies, withSetCookies } from './lib/session-cookies.ts'

const ROOT = path.resolve(import.meta.dirname, '..')
const PAGES = (
  process.env.LIGHTHOUSE_PAGES ?? '/,/pricing,/faq,/federal-restoration,/news,/dashboard,/case/:id'
).split(',')
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5)
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('LIGHTHOUSE_RUNS must be a whole number ≥ 1')
// Aligns the PASS/FAIL lines' page column.
const PAGE_WIDTH = Math.max(...PAGES.map((page) => page.length))
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

/** One Lighthouse run's numbers: scores 0-100, times in ms, JavaScript in bytes. */
type Sample = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
  jsBytes: number
}
type Metric = keyof Sample
type Run = { sample: Sample; scripts: Script[]; weakAudits: string[] }
type Script = { url: string; bytes: number }

const METRICS: { metric: Metric; label: string; format: (value: number) => string }[] = [
  { metric: 'performance', label: 'perf', format: whole },
  { metric: 'accessibility', label: 'a11y', format: whole },
  { metric: 'bestPractices', label: 'best pr.', format: whole },
  { metric: 'seo', label: 'seo', format: whole },
  { metric: 'lcpMs', label: 'LCP ms', format: whole },
  { metric: 'tbtMs', label: 'TBT ms', format: whole },
  { metric: 'cls', label: 'CLS', format: (v) => v.toFixed(3) },
  { metric: 'jsBytes', label: 'JS KB', format: (v) => kb(v) },
]

/** Private pages are the account surface, measured signed in. */
function isSignedInPage(page: string): boolean {
  return !isIndexablePage(page)
}

/**
 * The issues' targets, checked on each page's medians: each applies to the public or the signed-in
 * pages, and `pages` limits one to some of those.
 */
type Target = {
  metric: Metric
  op: '≥' | '=' | '≤'
  limit: number
  surface: 'public' | 'signed-in'
  pages?: string[]
}
const TARGETS: Target[] = [
  { metric: 'performance', op: '≥', limit: 98, surface: 'public' },
  { metric: 'accessibility', op: '=', limit: 100, surface: 'public' },
  { metric: 'bestPractices', op: '≥', limit: 95, surface: 'public' },
  { metric: 'seo', op: '=', limit: 100, surface: 'public' },
  { metric: 'lcpMs', op: '≤', limit: 1200, surface: 'public' },
  { metric: 'tbtMs', op: '≤', limit: 50, surface: 'public' },
  // 60 KB of JavaScript before any interaction is the landing page's budget alone.
  { metric: 'jsBytes', op: '≤', limit: 60 * 1024, surface: 'public', pages: ['/'] },
  // A customer's own pages render in the browser from the API, so they run the app at once.
  { metric: 'performance', op: '≥', limit: 90, surface: 'signed-in' },
  { metric: 'lcpMs', op: '≤', limit: 2000, surface: 'signed-in' },
  { metric: 'jsBytes', op: '≤', limit: 150 * 1024, surface: 'signed-in' },
]

/** The bench customer's session, and what stands for a page path's parameters. */
type Customer = { email: string; password: string; caseId: string }
type Session = { cookie: string; caseId: string }

async function main() {
  const work = await mkdtemp(path.join(tmpdir(), 'rr-lighthouse-'))
  const buildDir = path.join(work, 'build')
  let server: ChildProcess | undefined
  try {
    await ensureSystemTools()
    await run('npx', ['tsx', 'scripts/build.ts', buildDir], { NODE_ENV: 'production' })
    const port = await freePort()
    const baseUrl = `http://127.0.0.1:${port}`
    const env = serverEnv(work, buildDir, port, baseUrl)
    const customer = await seedDatabase(env)
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      stdio: 'ignore',
      env,
    })
    await waitForHealth(baseUrl)
    const session = await signIn(baseUrl, customer)
    await warmUpServer(baseUrl, session)
    const runs = await measureAll(baseUrl, session)
    report(runs)
  } finally {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM')
      await once(server, 'exit')
    }
    await rm(work, { recursive: true, force: true })
  }
}

function serverEnv(work: string, buildDir: string, port: number, baseUrl: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: '',
    NODE_ENV: 'production',
    // A production build on the sandbox providers: a staging deployment, test-mode banner and all.
    STAGING: 'true',
    // Served over plain http on loopback, which production refuses unless told this is one machine.
    ALLOW_INSECURE_PUBLIC_URL: 'true',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: path.join(work, 'data'),
    BUILD_DIR: buildDir,
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    SSN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    FILE_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    LOG_LEVEL: 'warn',
  }
}

// The seeded news items, so the landing page's widget shows what a live site shows, and the
// customer the signed-in pages are measured as, with a case just opened from the federal wizard.
// Production refuses SEED_DEMO_DATA (it would create demo accounts), so they are written through
// the services before the server starts.
async function seedDatabase(env: NodeJS.ProcessEnv): Promise<Customer> {
  const config = loadConfig(env)
  const handle = await createDb({ dataDir: config.dataDir })
  try {
    await handle.migrate()
    const services = createServices({ db: handle.db, config, log: console })
    await services.settings.ensureDefaults()
    await seedNews(services.news)
    const credentials = {
      email: 'lighthouse.customer@example.com',
      password: randomBytes(18).toString('base64url'),
    }
    const { user } = await services.auth.upsertAccount({
      ...credentials,
      firstName: 'Avery',
      lastName: 'Tester',
      role: 'USER',
    })
    const { id } = await services.cases.createCase(user, federalWizardInput())
    return { ...credentials, caseId: id }
  } finally {
    await handle.close()
  }
}

/** Signs the customer in as the sign-in page does, keeping the cookies the answer sets. */
async function signIn(baseUrl: string, { email, password, caseId }: Customer): Promise<Session> {
  const res = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  })
  if (res.status !== 200) throw new Error(`the bench customer's sign-in failed: ${res.status}`)
  // The sign-in page's app has told the server the browser's locale and zone, as every browser
  // that signed in has (docs/decisions/061-signed-in-pages-drawn-on-the-server.md).
  const display = `${DISPLAY_FORMAT_COOKIE}=${encodeURIComponent(encodeDisplayFormat({ locale: 'en-US', timeZone: 'America/New_York' }))}`
  return { cookie: withSetCookies(display, res.headers.getSetCookie()), caseId }
}

/** Where `page` is: its parameters are the customer's case. */
function pageUrl(baseUrl: string, page: string, session: Session): string {
  return `${baseUrl}${page.replace(/:[A-Za-z]+/g, session.caseId)}`
}

// Steady state, as a running site serves them: each page rendered a few times and its code compiled.
async function warmUpServer(baseUrl: string, session: Session) {
  for (let round = 0; round < 3; round++) {
    for (const page of PAGES) {
      const headers = isSignedInPage(page) ? { cookie: session.cookie } : undefined
      await fetch(pageUrl(baseUrl, page, session), { headers }).then((r) => r.text())
    }
  }
}

/** Every page's measured runs, after one discarded Lighthouse run per page. */
async function measureAll(baseUrl: string, session: Session): Promise<Map<string, Run[]>> {
  const debuggingPort = await freePort()
  const browser = await launchChromium([`--remote-debugging-port=${debuggingPort}`])
  try {
    // The first Lighthouse run of a page pays for the browser's and the server's cold paths
    // (disk cache of the build, compression, Chromium's own start-up): it would widen the spread.
    const measurePage = async (page: string) => {
      if (!isSignedInPage(page)) return measure(pageUrl(baseUrl, page, session), debuggingPort)
      session.cookie = await refreshedCookies(baseUrl, session.cookie)
      return measure(pageUrl(baseUrl, page, session), debuggingPort, session.cookie)
    }
    for (const page of PAGES) await measurePage(page)
    const runs = new Map<string, Run[]>(PAGES.map((page) => [page, []]))
    // Round by round rather than page by page, so a burst of load on the machine spreads over
    // all pages instead of skewing one page's median.
    for (let round = 0; round < RUNS; round++) {
      for (const page of PAGES) {
        process.stderr.write(`lighthouse: ${page} run ${round + 1}/${RUNS}\n`)
        runs.get(page)?.push(await measurePage(page))
      }
    }
    return runs
  } finally {
    await browser.close()
  }
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

// Lighthouse now and then fails to record a trace on this machine (NO_NAVSTART and the like,
// "Please run Lighthouse again"): such a run is repeated, never counted.
const ATTEMPTS_PER_RUN = 3

/**
 * One Lighthouse run on `url`: a fresh navigation with the default storage reset, every request
 * carrying `cookie` when one is given.
 */
async function measure(url: string, debuggingPort: number, cookie?: string): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: debuggingPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      extraHeaders: cookie ? { Cookie: cookie } : null,
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { lhr } = result
    // A page that sent the visitor elsewhere (a refused session to the sign-in page) was not measured.
    const landedOn = new URL(lhr.finalDisplayedUrl).pathname
    if (landedOn !== new URL(url).pathname) throw new Error(`${url} ended on ${landedOn}`)
    if (!lhr.runtimeError) return runOf(lhr)
    if (attempt === ATTEMPTS_PER_RUN) throw new Error(`${url}: ${lhr.runtimeError.message}`)
    process.stderr.write(`lighthouse: ${url}: ${lhr.runtimeError.code}, run again\n`)
  }
}

function runOf(lhr: Lhr): Run {
  const scripts = scriptRequests(lhr)
  return {
    sample: {
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      bestPractices: score(lhr, 'best-practices'),
      seo: score(lhr, 'seo'),
      lcpMs: Math.round(numeric(lhr, 'largest-contentful-paint')),
      tbtMs: Math.round(numeric(lhr, 'total-blocking-time')),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      jsBytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    },
    scripts,
    weakAudits: weakAudits(lhr),
  }
}

// A missing score or metric means an audit errored: that is Lighthouse failing, not a slow page.
function score(lhr: Lhr, category: (typeof CATEGORIES)[number]): number {
  const value = lhr.categories[category]?.score
  if (value == null) throw new Error(`${lhr.finalDisplayedUrl}: no ${category} score`)
  return Math.round(value * 100)
}

function numeric(lhr: Lhr, audit: string): number {
  const value = lhr.audits[audit]?.numericValue
  if (value == null) throw new Error(`${lhr.finalDisplayedUrl}: no value for ${audit}`)
  return value
}

type NetworkRequests = { items: { url: string; resourceType?: string; transferSize?: number }[] }

/** The scripts the page fetched, largest first; Lighthouse never interacts, so all precede interaction. */
function scriptRequests(lhr: Lhr): Script[] {
  const details = lhr.audits['network-requests']?.details as NetworkRequests | undefined
  if (!details) throw new Error(`${lhr.finalDisplayedUrl}: no network-requests audit`)
  return details.items
    .filter((item) => item.resourceType === 'Script')
    .map((item) => ({ url: new URL(item.url).pathname, bytes: item.transferSize ?? 0 }))
    .sort((a, b) => b.bytes - a.bytes)
}

// The audits behind a score below 100, so a missed target says where to look.
function weakAudits(lhr: Lhr): string[] {
  return Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
    .map((a) => a.id)
}

function report(runs: Map<string, Run[]>) {
  console.log(
    `\nLighthouse 12, mobile defaults, Debian Chromium, loopback: median (min–max) of ${RUNS} run(s)`,
  )
  printTable([...runs].map(([page, pageRuns]) => tableRow(page, pageRuns)))
  const missed = [...runs].reduce((sum, [page, pageRuns]) => sum + checkTargets(page, pageRuns), 0)
  for (const [page, pageRuns] of runs) {
    if (page === '/' || isSignedInPage(page)) listScripts(page, pageRuns)
  }
  listWeakAudits(runs)
  console.log(missed === 0 ? 'lighthouse targets: all met' : `lighthouse targets: ${missed} missed`)
}

function tableRow(page: string, pageRuns: Run[]): Record<string, string> {
  const row: Record<string, string> = { page }
  for (const { metric, label, format } of METRICS) {
    const values = pageRuns.map((r) => r.sample[metric])
    const [low, mid, high] = [Math.min(...values), median(values), Math.max(...values)]
    row[label] = low === high ? format(mid) : `${format(mid)} (${format(low)}–${format(high)})`
  }
  return row
}

// Plain aligned columns: console.table would quote every cell, the ranges being strings.
function printTable(rows: Record<string, string>[]) {
  const columns = ['page', ...METRICS.map((m) => m.label)]
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((row) => (row[c] ?? '').length)))
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd()
  console.log(line(columns))
  for (const row of rows) console.log(line(columns.map((c) => row[c] ?? '')))
  console.log()
}

/** Prints PASS/FAIL for each target that applies to `page`; returns how many it missed. */
function checkTargets(page: string, pageRuns: Run[]): number {
  let missed = 0
  const surface = isSignedInPage(page) ? 'signed-in' : 'public'
  for (const target of TARGETS) {
    if (target.surface !== surface || (target.pages && !target.pages.includes(page))) continue
    const value = median(pageRuns.map((r) => r.sample[target.metric]))
    const met = meets(value, target)
    if (!met) missed++
    const metric = METRICS.find((m) => m.metric === target.metric)
    const format = metric?.format ?? String
    console.log(
      `${met ? 'PASS' : 'FAIL'}  ${page.padEnd(PAGE_WIDTH)}  ${metric?.label ?? target.metric} ${format(value)} ${target.op} ${format(target.limit)}`,
    )
  }
  return missed
}

function meets(value: number, { op, limit }: Target): boolean {
  if (op === '≥') return value >= limit
  if (op === '≤') return value <= limit
  return value === limit
}

// A page's run with the median performance score: its script list is a typical one, not the
// luckiest or the unluckiest.
function typicalRun(pageRuns: Run[]): Run | undefined {
  const sorted = [...pageRuns].sort((a, b) => a.sample.performance - b.sample.performance)
  return sorted[Math.floor((sorted.length - 1) / 2)]
}

function listScripts(page: string, pageRuns: Run[]) {
  const typical = typicalRun(pageRuns)
  if (!typical) return
  console.log(`\nScripts loaded on ${page} (KB as transferred, ${kb(typical.sample.jsBytes)} KB in all):`)
  for (const script of typical.scripts) console.log(`  ${kb(script.bytes).padStart(6)}  ${script.url}`)
}

function listWeakAudits(runs: Map<string, Run[]>) {
  const lines = [...runs].flatMap(([page, pageRuns]) => {
    const audits = typicalRun(pageRuns)?.weakAudits ?? []
    return audits.length ? [`  ${page}: ${audits.join(' ')}`] : []
  })
  if (lines.length) console.log(`\nAudits scoring below 90 (typical run):\n${lines.join('\n')}`)
}

// An even number of runs can put a median between two whole values: show the half rather than
// round 99.5 up to a "100" that then fails the "= 100" target.
function whole(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1)
}

function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1)
}

async function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'inherit' })
  const [code] = (await once(child, 'exit')) as [number | null]
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${code})`)
}

async function waitForHealth(baseUrl: string) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('The server did not start within 60 s')
}

await main()
