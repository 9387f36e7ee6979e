import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { ensureSystemTools } from './chromium.ts'
import { freePort } from './free-port.ts'

export type Credentials = { email: string; password: string }

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    admin: Credentials
    /** The server's own inbound mail server (support@ and fp-{caseId}@ the mail domain). */
    inboundSmtpPort: number
  }
}

const ROOT = path.resolve(import.meta.dirname, '..')
// A fresh embedded database migrates at first start: seconds, more on a loaded machine.
const SERVER_START_TIMEOUT_MS = 180_000
const SERVER_STOP_TIMEOUT_MS = 15_000

/**
 * Builds the client once, then runs the real server on a fresh database in a temporary data
 * directory with one admin account; every spec talks to it through `inject('baseURL')`.
 */
export default async function setup(project: TestProject) {
  // First, so a machine without Chromium stops at once with the command to run, not after a build.
  await ensureSystemTools()
  // Vitest runs with NODE_ENV=test, which would give a development build of React (StrictMode's
  // double effects included); the specs check the bundle as it is deployed.
  // E2E_BUILD_DIR lets two runs on one machine build side by side instead of into one dist/.
  const buildDir = path.resolve(ROOT, process.env.E2E_BUILD_DIR ?? 'dist')
  await run('npm', ['run', 'build', '--', buildDir], { ...process.env, NODE_ENV: 'production' })

  const dataDir = await mkdtemp(path.join(tmpdir(), 'rightsrestore-e2e-'))
  const port = await freePort()
  const inboundSmtpPort = await freePort()
  const baseURL = `http://127.0.0.1:${port}`
  const env = { ...serverEnv(dataDir, baseURL, port, buildDir), ...inboundMailEnv(inboundSmtpPort) }
  const admin: Credentials = {
    email: 'e2e.admin@example.com',
    password: randomBytes(18).toString('base64url'),
  }
  let server: ChildProcess | undefined
  try {
    // The embedded database is locked while a server runs, so the admin is created first.
    // `--password=` form: a random password may begin with '-', which parseArgs would
    // otherwise read as an option.
    await run(
      'npx',
      ['tsx', 'scripts/admin-create.ts', `--email=${admin.email}`, `--password=${admin.password}`],
      env,
    )
    // Node with the tsx loader, not the npx wrapper, so that SIGTERM reaches the server itself.
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    await waitForHealth(baseURL, server, collect(server))
  } catch (error) {
    if (server) await stop(server)
    await rm(dataDir, { recursive: true, force: true })
    throw error
  }
  const running = server

  project.provide('baseURL', baseURL)
  project.provide('admin', admin)
  project.provide('inboundSmtpPort', inboundSmtpPort)

  return async () => {
    await stop(running)
    await rm(dataDir, { recursive: true, force: true })
  }
}

// Production mode, as deployed, on the sandbox providers: a staging deployment (STAGING=true, so the
// test-mode banner shows); the embedded database even if the shell names a PostgreSQL one.
function serverEnv(dataDir: string, baseURL: string, port: number, buildDir: string): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...inherited } = process.env
  return {
    ...inherited,
    NODE_ENV: 'production',
    STAGING: 'true',
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
    // Every spec signs up from the same loopback address.
    SIGN_UP_LIMIT_PER_HOUR: '1000',
    // A phone number, so the footer's optional phone link is on the pages the specs check.
    SUPPORT_PHONE: '+1 (304) 555-0142',
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
