import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { buildApp } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'
import { createDb } from '#server/db/client.ts'
import { federalWizardInput } from '#server/db/seed/factories.ts'
import autocannon from 'autocannon'
const ORIGIN = 'http://127.0.0.1:5000'
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rr-q-'))
const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', SESSION_SECRET: 'bench-secret-that-is-long-enough-for-better-auth', PUBLIC_URL: ORIGIN, API_RATE_LIMIT_PER_MINUTE: '100000000', PUBLIC_FORM_LIMIT_PER_MINUTE: '100000000' })
const handle = await createDb(process.env.DBURL ? { databaseUrl: process.env.DBURL } : { dataDir })
await handle.migrate()
const app = await buildApp({ config, db: handle.db, serveClient: false, validateResponses: false, logStream: new Writable({ write: (_c, _e, d) => d() }) })
await app.services.settings.ensureDefaults()
const signUp = await app.inject({ method: 'POST', url: '/api/auth/sign-up', headers: { origin: ORIGIN }, payload: { firstName: 'B', lastName: 'M', email: 'b@example.com', password: 'bench-password-1' } })
const cookie = (signUp.headers['set-cookie'] as string[]).map((c) => c.split(';')[0]).join('; ')
const created = await app.inject({ method: 'POST', url: '/api/cases', headers: { origin: ORIGIN, cookie }, payload: federalWizardInput() })
const id = created.json().id
const url = await app.listen({ port: 0, host: '127.0.0.1' })
const r = await autocannon({ url: `${url}/api/case/${id}`, headers: { cookie }, connections: 10, duration: 4 })
const g = globalThis as any
console.log('req/s', r.requests.average, 'non2xx', r.non2xx, 'batches', g.__batches, 'loads', g.__loads)
await app.close(); await handle.close()
