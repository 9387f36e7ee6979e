import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '#server/app.ts'
import type { TestApp } from './build-test-app.ts'

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
