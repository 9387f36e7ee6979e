// Throughput and p99 latency of our endpoints beside a bare Fastify route in the same process,
// measured in one run on loopback so the ratios hold whatever the machine.
//   npm run bench            (BENCH_SECONDS=10 BENCH_CONNECTIONS=20 to change the load)
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import Fastify from 'fastify'
import { buildApp } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'
import { createDb } from '#server/db/client.ts'

const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)

// A felony in West Virginia with some facts unknown: a typical question with several rules to apply.
const ELIGIBILITY_BODY = {
  convictionType: 'BOTH',
  stateCode: 'WV',
  convictionDate: '2010-06-15',
  charges: ['Possession with intent to distribute, W. Va. Code § 60A-4-401'],
  supervisionCompleted: true,
  supervisionEndDate: '2013-06-15',
  offense: { felony: true, violent: false },
}

type Result = { name: string; requestsPerSecond: number; p99Ms: number; non2xx: number }

type Request = { headers?: Record<string, string>; method?: 'GET' | 'POST'; body?: string }

async function measure(name: string, url: string, request: Request = {}): Promise<Result> {
  await autocannon({ url, connections, duration: 1, ...request }) // warm-up
  const r = await autocannon({ url, connections, duration: seconds, ...request })
  return { name, requestsPerSecond: r.requests.average, p99Ms: r.latency.p99, non2xx: r.non2xx + r.errors }
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rr-bench-'))
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    API_RATE_LIMIT_PER_MINUTE: '100000000',
    PUBLIC_FORM_LIMIT_PER_MINUTE: '100000000',
    PUBLIC_URL: 'http://127.0.0.1:5000',
  })
  const databaseUrl = process.env.BENCH_DATABASE_URL
  const handle = await createDb(databaseUrl ? { databaseUrl } : { dataDir })
  await handle.migrate()
  const app = await buildApp({ config, db: handle.db, serveClient: false })
  await app.services.settings.ensureDefaults()
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    headers: { origin: config.publicUrl },
    payload: {
      firstName: 'Bench',
      lastName: 'Mark',
      email: 'bench@example.com',
      password: 'bench-password-1',
    },
  })
  const setCookie = signUp.headers['set-cookie']
  const cookie = (Array.isArray(setCookie) ? setCookie : [String(setCookie)])
    .map((c) => c.split(';')[0])
    .join('; ')
  const appUrl = await app.listen({ host: '127.0.0.1', port: 0 })

  const bare = Fastify({ logger: false })
  bare.get('/bare', async () => ({ status: 'ok' }))
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 })

  try {
    const baseline = await measure('bare Fastify route', `${bareUrl}/bare`)
    const results = [
      baseline,
      await measure('GET /api/health', `${appUrl}/api/health`),
      await measure('GET /api/auth/user (signed in)', `${appUrl}/api/auth/user`, { headers: { cookie } }),
      await measure('POST /api/eligibility', `${appUrl}/api/eligibility`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ELIGIBILITY_BODY),
      }),
    ]
    process.stdout.write(`\n${seconds}s per target, ${connections} connections, database: ${handle.kind}\n\n`)
    process.stdout.write(
      '| target | req/s | p99 ms | req/s vs bare | p99 vs bare | non-2xx |\n|---|---|---|---|---|---|\n',
    )
    for (const r of results) {
      const throughput = (r.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)
      const latency = (Math.max(r.p99Ms, 1) / Math.max(baseline.p99Ms, 1)).toFixed(1)
      process.stdout.write(
        `| ${r.name} | ${r.requestsPerSecond.toFixed(0)} | ${r.p99Ms} | ${throughput}x | ${latency}x | ${r.non2xx} |\n`,
      )
    }
    if (results.some((r) => r.non2xx > 0)) throw new Error('some benchmark requests failed')
  } finally {
    await bare.close()
    await app.close()
    await handle.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`)
  process.exit(1)
})
