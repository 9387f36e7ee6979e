import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import { buildApp } from '#server/app.ts'
import { buildTestApp, type TestApp } from './build-test-app.ts'

/**
 * A second server process beside `t`: its own app, memory and disk (DATA_DIR), on the same
 * database, as two processes behind one load balancer are
 * (docs/decisions/059-several-processes-and-production-checks.md).
 */
export async function buildSecondProcess(t: TestApp): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rr-second-'))
  const config = {
    ...t.config,
    dataDir,
    storage:
      t.config.storage.kind === 'local'
        ? { kind: 'local' as const, dir: path.join(dataDir, 'files') }
        : t.config.storage,
  }
  const logStream = new Writable({ write: (_chunk, _encoding, done) => done() })
  const app = await buildApp({ config, db: t.db.db, logStream, serveClient: false })
  await app.ready()
  return app
}

/** For a test file: the test app `a` and a second process `b` beside it, built once and closed after. */
export function useTwoProcesses(): { a: TestApp; b: FastifyInstance } {
  const processes = {} as { a: TestApp; b: FastifyInstance }
  beforeAll(async () => {
    processes.a = await buildTestApp()
    processes.b = await buildSecondProcess(processes.a)
  })
  afterAll(async () => {
    await processes.b.close()
    await processes.a.close()
  })
  return processes
}
