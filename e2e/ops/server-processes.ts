// Real server processes (server/main.ts) on a database of their own on the PostgreSQL server that
// TEST_DATABASE_URL names: what the specs of e2e/ops start, stop and kill.
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import path from 'node:path'
import pg from 'pg'
import { freePort } from '../free-port.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const START_TIMEOUT_MS = 90_000

export type ServerProcess = {
  name: string
  baseURL: string
  port: number
  child: ChildProcess | null
  /** False from the moment it is killed until it answers again. */
  isUp: boolean
  output: string[]
}

/** The server exited instead of answering: a refusal at start, with what it printed. */
export class ServerExitedError extends Error {
  override name = 'ServerExitedError'
  constructor(
    readonly exitCode: number | null,
    readonly output: string,
    serverName: string,
  ) {
    super(`Server ${serverName} exited (${exitCode}):\n${output}`)
  }
}

/** A process to start later, on a free loopback port. */
export async function serverProcess(name: string): Promise<ServerProcess> {
  const port = await freePort()
  return { name, port, baseURL: `http://127.0.0.1:${port}`, child: null, isUp: false, output: [] }
}

/**
 * Production as deployed, on the sandbox providers (STAGING=true), API only, on `databaseUrl`,
 * with the given secrets shared by every process of the test. Plain http on loopback is asked for
 * by name (ALLOW_INSECURE_PUBLIC_URL, docs/decisions/059-several-processes-and-production-checks.md).
 */
export function productionEnv(server: ServerProcess, databaseUrl: string, sessionSecret: string) {
  return {
    NODE_ENV: 'production',
    STAGING: 'true',
    ALLOW_INSECURE_PUBLIC_URL: 'true',
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    PORT: String(server.port),
    PUBLIC_URL: server.baseURL,
    SESSION_SECRET: sessionSecret,
    SSN_ENCRYPTION_KEY: Buffer.alloc(32, 3).toString('base64'),
    FILE_ENCRYPTION_KEY: Buffer.alloc(32, 4).toString('base64'),
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    // API only: no client build is needed for these tests.
    BUILD_DIR: path.join(ROOT, 'e2e/ops/no-build'),
  }
}

/**
 * Starts server/main.ts with `env` over this process's environment (no S3 or SINGLE_PROCESS
 * inherited) and resolves once it answers; throws ServerExitedError when it exits first.
 */
export async function startServer(server: ServerProcess, env: NodeJS.ProcessEnv): Promise<void> {
  server.output = []
  const {
    SINGLE_PROCESS: _single,
    S3_ENDPOINT: _endpoint,
    S3_BUCKET: _bucket,
    S3_ACCESS_KEY_ID: _key,
    S3_SECRET_ACCESS_KEY: _secret,
    ...inherited
  } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...inherited, ...env },
  })
  child.stdout?.on('data', (chunk: Buffer) => server.output.push(chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => server.output.push(chunk.toString()))
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new ServerExitedError(child.exitCode, server.output.join(''), server.name)
    }
    const healthy = await fetch(`${server.baseURL}/api/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (healthy) {
      server.child = child
      server.isUp = true
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
  child.kill('SIGKILL')
  throw new Error(`Server ${server.name} did not become healthy:\n${server.output.join('')}`)
}

/** Kills the server with SIGKILL, as a crash would, and waits until it is gone. */
export async function killServer(server: ServerProcess): Promise<void> {
  const child = server.child
  server.isUp = false
  server.child = null
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = once(child, 'exit')
  child.kill('SIGKILL')
  await exited
}

/** Stops the server with SIGTERM (SIGKILL after 10 s). */
export async function stopServer(server: ServerProcess): Promise<void> {
  const child = server.child
  server.child = null
  server.isUp = false
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = once(child, 'exit')
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(timer)
}

/** A fresh database `<prefix>_<random>` on TEST_DATABASE_URL's server, and how to drop it. */
export async function createTestDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL
  if (!base) throw new Error('TEST_DATABASE_URL must name a PostgreSQL server')
  const adminUrl = new URL(base)
  adminUrl.pathname = '/postgres'
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  await adminStatement(adminUrl, `CREATE DATABASE ${name}`)
  const url = new URL(base)
  url.pathname = `/${name}`
  return {
    url: url.href,
    drop: () => adminStatement(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  }
}

async function adminStatement(adminUrl: URL, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl.href })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
