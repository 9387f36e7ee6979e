import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { ensureSystemTools, HEADLESS_SHELL, launchChromiumServer } from './chromium.ts'
import { freePort } from './free-port.ts'

export type Credentials = { email: string; password: string }

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    admin: Credentials
    /** The server's own inbound mail server (support@ and fp-{caseId}@ the mail domain). */
    inboundSmtpPort: number
    /** The run's one Chromium, behind a Playwright server: `chromium.connect` to it (fixtures.ts). */
    browserWSEndpoint: string
  }
}

const ROOT = path.resolve(import.meta.dirname, '..')
// E2E_BUILD_DIR lets two runs on one machine build side by side instead of into one dist/;
// E2E_REUSE_BUILD=1 serves a build made earlier (several runs of single specs while editing).
const BUILD_DIR = path.resolve(ROOT, process.env.E2E_BUILD_DIR ?? 'dist')
const REUSE_BUILD = process.env.E2E_REUSE_BUILD === '1'
// A fresh embedded database migrates at first start: seconds, more on a loaded machine.
const SERVER_START_TIMEOUT_MS = 180_000
const SERVER_STOP_TIMEOUT_MS = 15_000

type Environment = {
  provided: { baseURL: string; admin: Credentials; inboundSmtpPort: number; browserWSEndpoint: string }
  stop: () => Promise<void>
}

// Vitest runs a project's global setup in a module instance of that project's own, all in one
// process: `e2e` and `e2e-serial` both name this file. The first to run starts the server and the
// browser, the other shares them through this process-wide slot, and the last teardown stops them.
const SHARED = Symbol.for('rightsrestore.e2e-environment')
type Shared = { environment: Promise<Environment>; users: number }
const processWide = globalThis as typeof globalThis & { [SHARED]?: Shared }

/**
 * Builds the app once, then runs the compiled server on a fresh database in a temporary data
 * directory with one admin account, and one headless Chromium: every spec file talks to the server
 * through `inject('baseURL')` and opens its pages in that browser (`useBrowser()`).
 */
export default async function setup(project: TestProject) {
  const shared = (processWide[SHARED] ??= { environment: startEnvironment(), users: 0 })
  shared.users += 1
  let environment: Environment
  try {
    environment = await shared.environment
  } catch (error) {
    // Nothing was left running (startEnvironment stops what it started): a later run starts afresh.
    if (processWide[SHARED] === shared) delete processWide[SHARED]
    throw error
  }

  project.provide('baseURL', environment.provided.baseURL)
  project.provide('admin', environment.provided.admin)
  project.provide('inboundSmtpPort', environment.provided.inboundSmtpPort)
  project.provide('browserWSEndpoint', environment.provided.browserWSEndpoint)

  return async () => {
    shared.users -= 1
    if (shared.users > 0) return
    if (processWide[SHARED] === shared) delete processWide[SHARED]
    await environment.stop()
  }
}

/** The app and the browser, started side by side; if either fails, the other is stopped. */
async function startEnvironment(): Promise<Environment> {
  // First, so a machine without Chromium stops at once with the command to run, not after a build.
  await ensureSystemTools([HEADLESS_SHELL])
  // Chromium starts while the client builds and the server starts, and waits idle meanwhile.
  const [browser, app] = await Promise.allSettled([launchChromiumServer(), startApp()])
  if (browser.status === 'rejected' || app.status === 'rejected') {
    await Promise.allSettled([
      browser.status === 'fulfilled' ? browser.value.close() : undefined,
      app.status === 'fulfilled' ? app.value.stop() : undefined,
    ])
    throw [browser, app].find((result) => result.status === 'rejected')?.reason
  }
  const browserServer = browser.value
  const running = app.value
  return {
    provided: { ...running.provided, browserWSEndpoint: browserServer.wsEndpoint() },
    // Both are stopped even when one of them fails to stop; the first failure is reported.
    async stop() {
      const stopped = await Promise.allSettled([browserServer.close(), running.stop()])
      const failure = stopped.find((result) => result.status === 'rejected')
      if (failure) throw failure.reason
    },
  }
}

/** Builds the app (unless E2E_REUSE_BUILD=1 finds a build) and starts the compiled server. */
async function startApp() {
  // Vitest runs with NODE_ENV=test, which would give a development build of React (StrictMode's
  // double effects included); the specs check the bundle as it is deployed.
  if (!(REUSE_BUILD && existsSync(path.join(BUILD_DIR, 'build-info.json'))))
    await run('npm', ['run', 'build', '--', BUILD_DIR], { ...process.env, NODE_ENV: 'production' })

  const dataDir = await mkdtemp(path.join(tmpdir(), 'rightsrestore-e2e-'))
  const port = await freePort()
  const inboundSmtpPort = await freePort()
  const baseURL = `http://127.0.0.1:${port}`
  const env = { ...serverEnv(dataDir, baseURL, port, BUILD_DIR), ...inboundMailEnv(inboundSmtpPort) }
  const admin: Credentials = {
    email: 'e2e.admin@example.com',
    password: randomBytes(18).toString('base64url'),
  }
  let server: ChildProcess | undefined
  // Should Vitest exit without its teardown, the server does not outlive it.
  const killOnExit = () => server?.kill('SIGKILL')
  try {
    // The embedded database is locked while a server runs, so the admin is created first.
    // `--password=` form: a random password may begin with '-', which parseArgs would
    // otherwise read as an option.
    await run(
      'npx',
      ['tsx', 'scripts/admin-create.ts', `--email=${admin.email}`, `--password=${admin.password}`],
      env,
    )
    // The compiled server, as `npm start` runs it (docs/decisions/064-compiled-server.md), so every
    // journey checks the build as deployed; Node itself, so that SIGTERM reaches the server.
    server = spawn(process.execPath, [path.join(BUILD_DIR, 'server', 'main.js')], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    process.once('exit', killOnExit)
    await waitForHealth(baseURL, server, collect(server))
  } catch (error) {
    if (server) await stop(server)
    process.off('exit', killOnExit)
    await rm(dataDir, { recursive: true, force: true })
    throw error
  }
  const running = server

  return {
    provided: { baseURL, admin, inboundSmtpPort },
    async stop() {
      try {
        await stop(running)
      } finally {
        process.off('exit', killOnExit)
        await rm(dataDir, { recursive: true, force: true })
      }
    },
  }
}

// Production mode, as deployed, on the sandbox providers: a staging deployment (STAGING=true, so the
// test-mode banner shows); the embedded database even if the shell names a PostgreSQL one; plain
// http on loopback, asked for by name (ALLOW_INSECURE_PUBLIC_URL, docs/decisions/059).
function serverEnv(dataDir: string, baseURL: string, port: number, buildDir: string): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...inherited } = process.env
  return {
    ...inherited,
    NODE_ENV: 'production',
    STAGING: 'true',
    ALLOW_INSECURE_PUBLIC_URL: 'true',
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    SSN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    FILE_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: baseURL,
    DATA_DIR: dataDir,
    BUILD_DIR: buildDir,
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    // Every spec signs up, calls the API and sends the public forms from the same loopback address,
    // two spec files at a time: the per-address limits would count the whole suite as one visitor.
    // The limits themselves are checked by the integration tests.
    SIGN_UP_LIMIT_PER_HOUR: '1000',
    API_RATE_LIMIT_PER_MINUTE: '100000',
    PUBLIC_FORM_LIMIT_PER_MINUTE: '1000',
    // A phone number and a street address, as production requires (decision 056), so the footer's
    // phone link and address are on the pages the specs check.
    SUPPORT_PHONE: '+1 (304) 555-0142',
    COMPANY_ADDRESS: '1116 Quarrier Street, Charleston, WV 25301',
  }
}

// Mail to support@ the mail domain reaches the inbox, so specs can answer a staff reply by e-mail.
function inboundMailEnv(port: number): NodeJS.ProcessEnv {
  return { INBOUND_SMTP_HOST: '127.0.0.1', INBOUND_SMTP_PORT: String(port) }
}

async function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
  const output = collect(child)
  const [code] = (await once(child, 'exit')) as [number | null]
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${code}):\n${output.text()}`)
}

function collect(child: ChildProcess) {
  const chunks: string[] = []
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()))
  return { text: () => chunks.join('') }
}

async function waitForHealth(baseURL: string, server: ChildProcess, output: { text: () => string }) {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`The server exited (code ${server.exitCode}):\n${output.text()}`)
    try {
      const response = await fetch(`${baseURL}/api/health`)
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`The server did not become healthy within ${SERVER_START_TIMEOUT_MS} ms:\n${output.text()}`)
}

async function stop(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return
  const exited = once(server, 'exit')
  server.kill('SIGTERM')
  const timer = setTimeout(() => server.kill('SIGKILL'), SERVER_STOP_TIMEOUT_MS)
  await exited
  clearTimeout(timer)
}
