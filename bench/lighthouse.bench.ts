// Lighthouse (mobile defaults: Moto G Power emulation, simulated slow 4G and 4x CPU slowdown) on
// the landing page, /pricing and /faq of a production build served on loopback by the real server,
// in Debian's Chromium. Prints the four category scores, LCP, and the JavaScript the page loads.
//   npm run bench            (LIGHTHOUSE_PAGES=/,/help to choose the pages)
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import lighthouse from 'lighthouse'
import { loadConfig } from '#server/config.ts'
import { createDb } from '#server/db/client.ts'
import { seedNews } from '#server/db/seed/news-seed.ts'
import { createServices } from '#server/services.ts'
import { ensureSystemTools, launchChromium } from '../e2e/chromium.ts'
import { freePort } from '../e2e/free-port.ts'

const ROOT = path.resolve(import.meta.dirname, '..')
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/,/pricing,/faq').split(',')
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const JS_BUDGET_BYTES = 120 * 1024

async function main() {
  const work = await mkdtemp(path.join(tmpdir(), 'rr-lighthouse-'))
  const buildDir = path.join(work, 'build')
  let server: ChildProcess | undefined
  try {
    await ensureSystemTools()
    await run('npx', ['tsx', 'scripts/build.ts', buildDir], { NODE_ENV: 'production' })
    const port = await freePort()
    const baseUrl = `http://127.0.0.1:${port}`
    const env = {
      ...process.env,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      // A production build on the sandbox providers: a staging deployment, test-mode banner and all.
      STAGING: 'true',
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
    await seedNewsItems(env)
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      stdio: 'ignore',
      env,
    })
    await waitForHealth(baseUrl)
    // Steady state, as a running site serves them: each page rendered once and its code compiled.
    for (let round = 0; round < 3; round++) {
      for (const page of PAGES) await fetch(`${baseUrl}${page}`).then((r) => r.text())
    }

    const debuggingPort = await freePort()
    const browser = await launchChromium([`--remote-debugging-port=${debuggingPort}`])
    try {
      const rows = []
      let landingScripts: { url: string; kb: number }[] = []
      for (const page of PAGES) {
        const result = await lighthouse(`${baseUrl}${page}`, {
          port: debuggingPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        })
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`)
        const { lhr } = result
        if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.message}`)
        const scripts = (lhr.audits['resource-summary']?.details as ResourceSummary | undefined)?.items.find(
          (item) => item.resourceType === 'script',
        )
        if (page === '/') landingScripts = scriptRequests(lhr)
        rows.push({
          page,
          ...Object.fromEntries(
            CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
          ),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
          tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
          cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
          jsKb: Number(((scripts?.transferSize ?? 0) / 1024).toFixed(1)),
          failed: Object.values(lhr.audits)
            .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
            .map((a) => a.id)
            .join(' '),
        })
      }
      console.log('\nLighthouse 12, mobile defaults, Debian Chromium, loopback (scores out of 100)')
      console.table(rows)
      const landing = rows.find((row) => row.page === '/')
      if (landing) {
        const verdict = landing.jsKb * 1024 <= JS_BUDGET_BYTES ? 'within' : 'OVER'
        console.log(`Landing page JavaScript: ${landing.jsKb} KB compressed (${verdict} the 120 KB budget)`)
        console.log('Its largest scripts (KB as transferred):')
        for (const script of landingScripts.slice(0, 8)) console.log(`  ${script.kb}  ${script.url}`)
      }
    } finally {
      await browser.close()
    }
  } finally {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM')
      await once(server, 'exit')
    }
    await rm(work, { recursive: true, force: true })
  }
}

// The seeded news items, so the landing page's widget shows what a live site shows. Production
// refuses SEED_DEMO_DATA (it would create demo accounts), so they are written before the server starts.
async function seedNewsItems(env: NodeJS.ProcessEnv) {
  const config = loadConfig(env)
  const handle = await createDb({ dataDir: config.dataDir })
  try {
    await handle.migrate()
    const services = createServices({ db: handle.db, config, log: console })
    await services.settings.ensureDefaults()
    await seedNews(services.news)
  } finally {
    await handle.close()
  }
}

type NetworkRequests = { items: { url: string; resourceType: string; transferSize: number }[] }

function scriptRequests(lhr: { audits: Record<string, { details?: unknown }> }) {
  const items = (lhr.audits['network-requests']?.details as NetworkRequests | undefined)?.items ?? []
  return items
    .filter((item) => item.resourceType === 'Script')
    .map((item) => ({ url: new URL(item.url).pathname, kb: Number((item.transferSize / 1024).toFixed(1)) }))
    .sort((a, b) => b.kb - a.kb)
}

type ResourceSummary = { items: { resourceType: string; transferSize: number; requestCount: number }[] }

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
