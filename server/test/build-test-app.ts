import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { buildApp } from '#server/app.ts'
import { loadConfig, type Config } from '#server/config.ts'
import type { DbHandle } from '#server/db/client.ts'
import type { SignUpInput, User } from '#shared/contracts/auth.contract.ts'
import { createTestDb } from './test-db.ts'

export const TEST_ORIGIN = 'http://localhost:5000'

export type TestApp = {
  app: FastifyInstance
  db: DbHandle
  config: Config
  /** Every log line written so far, as text. */
  logs(): string
  /** Injects with the session cookie and our own Origin, as a page of the site would. */
  injectAs(cookie: string, options: InjectOptions): Promise<LightMyRequestResponse>
  signUp(input?: Partial<SignUpInput>): Promise<{ cookie: string; user: User; password: string }>
  signIn(email: string, password: string): Promise<string>
  createAdmin(): Promise<{ cookie: string; email: string; password: string }>
  close(): Promise<void>
}

let counter = 0

/** The real app on a clean database, with helpers to act as a signed-in customer or admin. */
export async function buildTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const db = await createTestDb()
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'rr-test-')),
    PUBLIC_URL: TEST_ORIGIN,
    SESSION_SECRET: 'test-secret-that-is-long-enough-for-better-auth',
    LOG_LEVEL: 'info',
    ...env,
  })
  let logText = ''
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logText += chunk.toString()
      done()
    },
  })
  // Pages are served only when a test names a build to serve them from.
  const app = await buildApp({ config, db: db.db, logStream, serveClient: Boolean(env.BUILD_DIR) })
  await app.services.settings.ensureDefaults()
  await app.ready()

  const injectAs: TestApp['injectAs'] = (cookie, options) =>
    app.inject({ ...options, headers: { origin: TEST_ORIGIN, ...options.headers, cookie } })

  async function signUp(input: Partial<SignUpInput> = {}) {
    counter += 1
    const password = input.password ?? `correct-horse-${counter}`
    const body = {
      firstName: 'Casey',
      lastName: 'Customer',
      email: `customer${counter}-${Date.now()}@example.com`,
      ...input,
      password,
    }
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { origin: TEST_ORIGIN },
      payload: body,
      remoteAddress: uniqueAddress(),
    })
    if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`)
    return { cookie: cookieHeader(res.headers['set-cookie']), user: res.json().user as User, password }
  }

  async function signIn(email: string, password: string) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { origin: TEST_ORIGIN },
      payload: { email, password },
      remoteAddress: uniqueAddress(),
    })
    if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`)
    return cookieHeader(res.headers['set-cookie'])
  }

  async function createAdmin() {
    counter += 1
    const email = `admin${counter}-${Date.now()}@example.com`
    const password = `admin-password-${counter}`
    await app.services.auth.upsertAccount({
      email,
      password,
      firstName: 'Ada',
      lastName: 'Admin',
      role: 'ADMIN',
    })
    return { cookie: await signIn(email, password), email, password }
  }

  return {
    app,
    db,
    config,
    logs: () => logText,
    injectAs,
    signUp,
    signIn,
    createAdmin,
    async close() {
      await app.close()
      await db.close()
    },
  }
}

// Helpers act from distinct client addresses so the per-address limits test only what they mean to.
function uniqueAddress(): string {
  counter += 1
  return `198.51.100.${counter % 250}`
}

/** Turns Set-Cookie headers into the Cookie header a browser would send back. */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []
  return list
    .map((c) => c.split(';')[0] ?? '')
    .filter((pair) => pair && !pair.endsWith('='))
    .join('; ')
}
