// The server side of bench/http.bench.ts, in a process of its own so that its event loop serves
// requests and nothing else: the app under test and a bare Fastify instance (the baseline route and
// each endpoint's reference route, bench/lib/reference-routes.ts), side by side in this one process,
// so the baseline, the references and the app are measured under the same arrangement. The bench process
// starts it with an IPC channel, is told where to send requests, and says when to stop. With
// BENCH_PROFILE=<dir> it records a CPU profile of the runs the bench names (setup and migrations
// excluded), for bench/cpu-profile-summary.ts.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { Session } from 'node:inspector/promises'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import Fastify from 'fastify'
import type { SignUpResponse } from '#shared/contracts/auth.contract.ts'
import { buildApp } from '#server/app.ts'
import { seedNews } from '#server/db/seed/news-seed.ts'
import { loadConfig } from '#server/config.ts'
import { createDb } from '#server/db/client.ts'
import { federalWizardInput } from '#server/db/seed/factories.ts'
import { BENCH_ORIGIN, type ServerReady } from './http-shared.ts'
import { registerReferenceRoutes } from './lib/reference-routes.ts'

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rr-bench-'))
  const databaseUrl = process.env.BENCH_SERVER_DATABASE_URL
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    // Production logs every request at info: the bench pays for it too, into a sink.
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    SESSION_SECRET: 'bench-secret-that-is-long-enough-for-better-auth',
    // The bench measures the work of a request, not the flood guard saying no.
    API_RATE_LIMIT_PER_MINUTE: '100000000',
    PUBLIC_FORM_LIMIT_PER_MINUTE: '100000000',
    PUBLIC_URL: BENCH_ORIGIN,
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
  })
  const handle = await createDb(databaseUrl ? { databaseUrl } : { dataDir })
  await handle.migrate()
  const sink = new Writable({ write: (_chunk, _encoding, done) => done() })
  // Responses are written as production writes them: by the compiled serializers alone, without
  // the zod check that development and tests add (docs/decisions/022).
  const app = await buildApp({
    config,
    db: handle.db,
    serveClient: false,
    logStream: sink,
    validateResponses: false,
  })
  await app.services.settings.ensureDefaults()
  // A live site's news list (the seeded items and one post of our own), whose listings are counted.
  await seedNews(app.services.news)
  await app.services.news.publishSiteItem({
    key: 'bench:post',
    source: 'POST',
    title: 'A post of our own',
    summary: 'Its text.',
    mediaUrl: null,
    publishedAt: new Date(),
  })

  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    headers: { origin: BENCH_ORIGIN },
    payload: {
      firstName: 'Bench',
      lastName: 'Mark',
      email: 'bench@example.com',
      password: 'bench-password-1',
    },
  })
  if (signUp.statusCode !== 201) throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`)
  const setCookie = signUp.headers['set-cookie']
  const cookie = (Array.isArray(setCookie) ? setCookie : [String(setCookie)])
    .map((c) => c.split(';')[0])
    .join('; ')
  const created = await app.inject({
    method: 'POST',
    url: '/api/cases',
    headers: { origin: BENCH_ORIGIN, cookie },
    payload: federalWizardInput(),
  })
  if (created.statusCode !== 201) throw new Error(`case failed: ${created.statusCode} ${created.body}`)
  const caseId = (created.json() as { id: string }).id
  // Paid, as a customer's case is when they upload to it: only then does it take uploads
  // (docs/decisions/060-upload-checks-round-3.md).
  await app.services.cases.advanceOnPayment(caseId, handle.db)

  const joined = await app.inject({
    method: 'POST',
    url: '/api/affiliate/signup',
    headers: { origin: BENCH_ORIGIN, cookie },
    payload: { name: 'Bench Mark', email: 'bench@example.com' },
  })
  if (joined.statusCode !== 200)
    throw new Error(`affiliate sign-up failed: ${joined.statusCode} ${joined.body}`)
  const affiliateCode = (joined.json() as { affiliate: { code: string } }).affiliate.code

  const owner = (signUp.json() as SignUpResponse).user
  if (!owner) throw new Error('sign-up returned no user')

  const appUrl = await app.listen({ host: '127.0.0.1', port: 0 })
  const bare = Fastify({ logger: false })
  bare.get('/bare', async () => ({ status: 'ok' }))
  // Beside it, each endpoint's own work alone: the reference rows.
  registerReferenceRoutes(bare, { app, db: handle.db, owner, caseId })
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 })

  // The bench asks for the CPU used so far, and says when a target's measured runs start and end;
  // with BENCH_PROFILE each gets a profile of its own.
  const profiler = process.env.BENCH_PROFILE ? new Session() : undefined
  profiler?.connect()
  await profiler?.post('Profiler.enable')
  async function onMessage(message: unknown) {
    if (typeof message !== 'object' || message === null) return
    const { type, label } = message as { type?: string; label?: string }
    // The CPU this process has used so far: the bench reads it around each run, for the CPU each
    // request costs the server, a figure the machine's noise moves far less than throughput.
    if (type === 'cpu') {
      const { user, system } = process.cpuUsage()
      process.send?.({ type: 'cpu', micros: user + system })
    }
    if (type === 'profile-start') await profiler?.post('Profiler.start')
    if (type === 'profile-stop' && profiler) {
      const { profile } = await profiler.post('Profiler.stop')
      const file = path.join(process.env.BENCH_PROFILE ?? '.', `${handle.kind}-${label}.cpuprofile`)
      writeFileSync(file, JSON.stringify(profile))
      process.send?.({ type: 'profiled', file })
    }
  }

  let stopping = false
  async function stop() {
    if (stopping) return
    stopping = true
    await bare.close()
    await app.close()
    await handle.close()
    rmSync(dataDir, { recursive: true, force: true })
    process.disconnect?.()
  }
  process.on('message', (message) => {
    if (message === 'stop') void stop().then(() => process.exit(0))
    else void onMessage(message)
  })
  // The bench died without saying stop: do not linger.
  process.on('disconnect', () => void stop().then(() => process.exit(0)))

  const ready: ServerReady = {
    type: 'ready',
    database: handle.kind,
    bareUrl,
    appUrl,
    cookie,
    caseId,
    affiliateCode,
  }
  process.send?.(ready)
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`)
  process.exit(1)
})
