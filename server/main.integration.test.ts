import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { freePort } from '../e2e/free-port.ts'
import { createDb } from './db/client.ts'
import { users } from './db/schema/index.ts'
import { COMPANY_ENV } from '#server/test/company-env.ts'

// The real process entry (server/main.ts) as an operator starts it, on the embedded database in a
// fresh folder: the production guard of docs/decisions/015-production-guard-and-outbound-fetches.md.
const ROOT = path.resolve(import.meta.dirname, '..')
// A fresh embedded database migrates at first start: seconds, or minutes on a loaded machine.
const START_TIMEOUT_MS = 180_000

type Outcome = { exitCode: number | null; output: string; settings: { isTestMode: boolean } | null }

async function startMain(env: Record<string, string>): Promise<Outcome & { dataDir: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rr-main-'))
  const port = await freePort()
  const baseURL = `http://127.0.0.1:${port}`
  const { DATABASE_URL: _ignored, ...inherited } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...inherited,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseURL,
      // Plain http on loopback, asked for by name (docs/decisions/059).
      ALLOW_INSECURE_PUBLIC_URL: 'true',
      DATA_DIR: dataDir,
      BUILD_DIR: path.join(dataDir, 'no-build'),
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      SSN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      FILE_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      LOG_LEVEL: 'warn',
      JOBS_ENABLED: 'false',
      ...env,
    },
  })
  const chunks: string[] = []
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk.toString()))
  const exited = once(child, 'exit')
  const deadline = Date.now() + START_TIMEOUT_MS
  try {
    while (Date.now() < deadline && child.exitCode === null) {
      const response = await fetch(`${baseURL}/api/settings/public`).catch(() => null)
      if (response?.ok) {
        return {
          exitCode: null,
          output: chunks.join(''),
          settings: (await response.json()) as { isTestMode: boolean },
          dataDir,
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    if (child.exitCode === null) throw new Error(`main.ts neither started nor exited:\n${chunks.join('')}`)
    return { exitCode: child.exitCode, output: chunks.join(''), settings: null, dataDir }
  } finally {
    if (child.exitCode === null) {
      child.kill('SIGTERM')
      await exited
    }
  }
}

const LIVE_STRIPE = {
  STRIPE_SECRET_KEY: 'sk_live_main_test',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_main_test',
  STRIPE_WEBHOOK_SECRET: 'whsec_main_test',
  STRIPE_IDENTITY_WEBHOOK_SECRET: 'whsec_main_identity',
}

describe('server/main.ts in production (finding 2)', { timeout: START_TIMEOUT_MS + 30_000 }, () => {
  it('refuses to start without Stripe keys, so neither sandbox payments nor the sandbox ID check are reachable', async () => {
    const outcome = await startMain({})
    expect(outcome.settings).toBeNull()
    expect(outcome.exitCode).toBe(1)
    expect(outcome.output).toContain(
      'Refusing to start in production without real payment and identity providers',
    )
    for (const name of Object.keys(LIVE_STRIPE))
      expect(outcome.output).toContain(`${name}: required in production`)
  })

  it('refuses to start on the development company details: the .localhost domain, no phone, no street address', async () => {
    const outcome = await startMain(LIVE_STRIPE)
    expect(outcome.settings).toBeNull()
    expect(outcome.exitCode).toBe(1)
    expect(outcome.output).toContain(
      "Refusing to start in production without the company's real contact details",
    )
    for (const name of Object.keys(COMPANY_ENV)) expect(outcome.output).toContain(`${name}: `)
    expect(outcome.output).not.toContain('real payment and identity providers')
  })

  it('starts on the sandbox with STAGING=true and tells every page to show the test-mode banner', async () => {
    const outcome = await startMain({ STAGING: 'true' })
    expect(outcome.output).not.toContain('Refusing')
    expect(outcome.settings?.isTestMode).toBe(true)
  })

  it('refuses to start on an http PUBLIC_URL, http://localhost included, unless ALLOW_INSECURE_PUBLIC_URL=true', async () => {
    const outcome = await startMain({
      ...LIVE_STRIPE,
      ...COMPANY_ENV,
      PUBLIC_URL: 'http://localhost:5000',
      ALLOW_INSECURE_PUBLIC_URL: '',
    })
    expect(outcome.settings).toBeNull()
    expect(outcome.exitCode).toBe(1)
    expect(outcome.output).toContain(
      'PUBLIC_URL: production needs an https:// address, not "http://localhost:5000"',
    )
    expect(outcome.output).toContain('ALLOW_INSECURE_PUBLIC_URL=true')
  })

  it('refuses to start on PostgreSQL with files on its own disk, before it connects', async () => {
    // No server answers there: the refusal comes from the configuration alone.
    const outcome = await startMain({
      STAGING: 'true',
      DATABASE_URL: 'postgres://rr@127.0.0.1:9/rightsrestore',
    })
    expect(outcome.settings).toBeNull()
    expect(outcome.exitCode).toBe(1)
    expect(outcome.output).toContain('another server process on the same database cannot read them')
    expect(outcome.output).toContain('SINGLE_PROCESS=true')
    expect(outcome.output).not.toContain('Failed to start')
  })

  it('refuses SEED_DEMO_DATA=true and creates no demo account', async () => {
    const outcome = await startMain({ ...LIVE_STRIPE, ...COMPANY_ENV, SEED_DEMO_DATA: 'true' })
    expect(outcome.settings).toBeNull()
    expect(outcome.exitCode).toBe(1)
    expect(outcome.output).toContain('SEED_DEMO_DATA: demo accounts are never created in production')
    expect(outcome.output).not.toMatch(/Demo (admin|customer):/)
    const handle = await createDb({ dataDir: outcome.dataDir })
    try {
      await handle.migrate()
      expect(await handle.db.$count(users, like(users.email, 'demo.%'))).toBe(0)
    } finally {
      await handle.close()
    }
  })
})
