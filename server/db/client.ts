import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PGlite } from '@electric-sql/pglite'
import { PgPreparedQuery, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core'
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

/**
 * A failed query, carrying what explains the failure (the SQL with its placeholders, the SQLSTATE
 * code, the constraint, table and column) and nothing of the values it was run with. Drizzle's
 * error puts every parameter in its message, and pg's and PGlite's add them (or the row) as
 * `params`, `detail` and `where`: names, addresses, SSN ciphertext and reset tokens would reach
 * every log line and stored job error (docs/decisions/016-one-path-one-text-rule.md).
 */
export class DatabaseError extends Error {
  override name = 'DatabaseError'
  constructor(
    message: string,
    readonly query: string | undefined,
    /** The SQLSTATE code (23505 unique, 23503 foreign key, 23514 check…), when the server sent one. */
    readonly code: string | undefined,
    readonly constraint: string | undefined,
    readonly table: string | undefined,
    readonly column: string | undefined,
  ) {
    super(message)
  }
}

const IDENTIFIER_WORDS =
  'constraint|relation|table|column|type|encoding|index|schema|database|function|sequence|role'
const QUOTED = new RegExp(`(\\b(?:${IDENTIFIER_WORDS})\\s+)?"[^"]*"`, 'gi')

/**
 * A server or driver message without the values it quotes: `invalid input syntax for type uuid:
 * "…"` keeps its words, identifiers after `constraint`, `table`, `column` and the like stay.
 */
export function redactDatabaseMessage(message: string): string {
  return message.replace(QUOTED, (match, identifierWord: string | undefined) =>
    identifierWord ? match : '"[redacted]"',
  )
}

function stringField(error: unknown, name: string): string | undefined {
  const value = error && typeof error === 'object' ? (error as Record<string, unknown>)[name] : undefined
  return typeof value === 'string' ? value : undefined
}

/** Turns any error a query threw (Drizzle's, pg's, PGlite's) into a DatabaseError without values. */
export function toDatabaseError(error: unknown, query?: string): DatabaseError {
  if (error instanceof DatabaseError) return error
  // Drizzle wraps the driver's error; the driver's carries the code and the constraint.
  const driverError = error instanceof Error && error.cause instanceof Error ? error.cause : error
  const message =
    error instanceof Error && error.cause instanceof Error
      ? error.cause.message
      : stringField(error, 'message')
  return new DatabaseError(
    redactDatabaseMessage(message ?? 'Database query failed'),
    query ?? stringField(error, 'query'),
    stringField(driverError, 'code'),
    stringField(driverError, 'constraint'),
    stringField(driverError, 'table'),
    stringField(driverError, 'column'),
  )
}

// Every query of both drivers passes through this one Drizzle method, which wraps failures in an
// error that prints the parameters. Replacing the error there keeps values out of every consumer
// (request logs, job errors, anything a future caller does with it). The method is internal to
// Drizzle, so its absence after an upgrade stops the server at start instead of leaking quietly.
type QueryWithCache = (
  queryString: string,
  params: unknown[],
  query: () => Promise<unknown>,
) => Promise<unknown>
const preparedQuery = PgPreparedQuery.prototype as unknown as { queryWithCache: QueryWithCache }
const queryWithCache = preparedQuery.queryWithCache
if (typeof queryWithCache !== 'function') {
  throw new Error('drizzle-orm changed: PgPreparedQuery.queryWithCache is gone; update server/db/client.ts')
}
if (!(queryWithCache as { redactsValues?: boolean }).redactsValues) {
  const redacting: QueryWithCache = async function (this: unknown, queryString, params, query) {
    try {
      return await queryWithCache.call(this, queryString, params, query)
    } catch (error) {
      throw toDatabaseError(error, queryString)
    }
  }
  preparedQuery.queryWithCache = Object.assign(redacting, { redactsValues: true })
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

/**
 * Opens PostgreSQL when a URL is given, otherwise the embedded PGlite (on disk or in memory). Each
 * database's driver is loaded only when it is the one used: a process never needs both, and loading
 * them is part of the server's start (docs/decisions/064-compiled-server.md).
 */
export async function createDb(target: DbTarget): Promise<DbHandle> {
  if ('databaseUrl' in target) {
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ])
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
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ])
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
