import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import * as schema from './schema/index.ts'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type DbKind = 'pglite' | 'postgres'

export type DbHandle = {
  db: Db
  kind: DbKind
  migrate(): Promise<void>
  close(): Promise<void>
  /** PGlite only: the whole database as a tarball, to start copies from (test databases). */
  dump?(): Promise<Blob>
}

export type DbTarget =
  | { databaseUrl: string; poolSize?: number }
  | { dataDir: string }
  | { memory: true; loadDataDir?: Blob | File }

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite (on disk or in memory). */
export async function createDb(target: DbTarget): Promise<DbHandle> {
  if ('databaseUrl' in target) {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: target.poolSize ?? 10 })
    // An idle connection the server closes (restart, failover, a dropped test database) would
    // otherwise crash the process; the pool discards it and the next query opens a new one.
    pool.on('error', () => {})
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' })
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    }
  }
  let releaseLock = () => {}
  let client: PGlite
  if ('dataDir' in target) {
    const dir = path.join(target.dataDir, 'pglite')
    mkdirSync(dir, { recursive: true })
    releaseLock = acquireDirLock(path.join(target.dataDir, 'pglite.lock'))
    try {
      client = await PGlite.create(dir)
    } catch (error) {
      releaseLock()
      throw error
    }
  } else {
    client = await PGlite.create(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {})
  }
  const db = drizzlePglite({ client, schema, casing: 'snake_case' })
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    dump: () => client.dumpDataDir('none'),
    async close() {
      await client.close()
      releaseLock()
    },
  }
}

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError'
}

// PGlite has no lock of its own: two processes on one directory silently lose each other's writes.
// The lock file holds the owner's pid so a lock left by a crashed process can be taken over.
function acquireDirLock(file: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600)
      writeSync(fd, String(process.pid))
      closeSync(fd)
      return () => rmSync(file, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = Number(readFileSync(file, 'utf8').trim())
      if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
        throw new DataDirLockedError(
          `The embedded database in ${path.dirname(file)} is in use by process ${owner}. ` +
            'Stop it first, or set DATA_DIR to another folder.',
        )
      }
      rmSync(file, { force: true })
    }
  }
  throw new DataDirLockedError(`Could not lock ${file}`)
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return true
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
