import { createHash, randomBytes } from 'node:crypto'
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { createDb, migrationsFolder, type Db, type DbHandle, type DbKind } from '#server/db/client.ts'
import * as schema from '#server/db/schema/index.ts'
import { queryRows } from './row-counts.ts'

/**
 * A clean, migrated database for one test file (or one app of it), as if new: every table empty
 * but for the rows the migrations themselves insert, identity counters restarted.
 *
 * Opening one is what costs (PGlite loads its image in about 4 s; PostgreSQL copies a template),
 * so each test process keeps the databases it opened and hands them out again: a database goes
 * back to the process when its handle is closed, and is emptied (one TRUNCATE) when it is taken.
 * Two handles open at once are two databases. A closed handle refuses every query, as a closed
 * database did, so a request still running after its test ends fails instead of writing into the
 * next test's database.
 *
 * PGlite databases start from a migrated "golden" image, made once per migration set and shared by
 * every process through a temporary file. PostgreSQL ones (TEST_DB=postgres) are copies of the
 * template the integration-postgres global setup migrated for this run (postgres-global-setup.ts).
 */
export async function createTestDb(): Promise<DbHandle> {
  const kind: DbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite'
  const reused = idle[kind].pop()
  const slot = reused ?? (kind === 'postgres' ? await openPostgresSlot() : await openPgliteSlot())
  // A database that cannot be opened or emptied is not handed out again.
  const handle = await slot.open()
  // The first database opened is as migrated: what it holds is what a reset puts back.
  const state = await (migrated[kind] ??= readMigratedState(handle.db))
  if (reused) await reset(handle.db, state)
  let isClosed = false
  return {
    ...handle,
    async close() {
      if (isClosed) return
      isClosed = true
      await handle.close()
      // Outside a test worker (a benchmark) nothing would take it again, and an open PGlite keeps
      // timers that hold the process open.
      if (process.env.VITEST) idle[kind].push(slot)
      else await slot.close()
    },
  }
}

/** One database of this process; `open` gives a handle on it that the handle's `close` cuts off. */
type Slot = { open(): Promise<DbHandle>; close(): Promise<void> }

const idle: Record<DbKind, Slot[]> = { pglite: [], postgres: [] }

type MigratedState = {
  tables: string[]
  /** The rows the migrations insert, as JSON, by table. */
  rows: [table: string, json: string][]
}

const migrated: Partial<Record<DbKind, Promise<MigratedState>>> = {}

async function readMigratedState(db: Db): Promise<MigratedState> {
  const tables = (
    await queryRows<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )
  ).map((row) => row.name)
  const filled = await queryRows<{ name: string }>(
    db,
    sql.join(
      tables.map(
        (table) => sql`select ${table}::text as name where exists (select 1 from ${sql.identifier(table)})`,
      ),
      sql` union all `,
    ),
  )
  const rows: MigratedState['rows'] = []
  for (const { name } of filled) {
    const [row] = await queryRows<{ rows: unknown }>(
      db,
      sql`select json_agg(t) as rows from ${sql.identifier(name)} t`,
    )
    rows.push([name, JSON.stringify(row?.rows)])
  }
  return { tables, rows }
}

async function reset(db: Db, { tables, rows }: MigratedState): Promise<void> {
  await db.execute(
    sql`truncate table ${sql.join(
      tables.map((table) => sql.identifier(table)),
      sql`, `,
    )} restart identity cascade`,
  )
  for (const [table, json] of rows) {
    const name = sql.identifier(table)
    await db.execute(
      sql`insert into ${name} overriding system value
          select * from json_populate_recordset(null::${name}, ${json}::json)`,
    )
  }
}

async function openPgliteSlot(): Promise<Slot> {
  const client = await PGlite.create({ loadDataDir: await goldenImage() })
  return {
    async open() {
      let isOpen = true
      // Each handle reaches the database through its own guard, so closing one refuses its
      // queries without closing the database the next handle will use.
      const guarded = new Proxy(client, {
        get(target, key) {
          const value: unknown = Reflect.get(target, key, target)
          if (typeof value !== 'function') return value
          return (...args: unknown[]) => {
            if (!isOpen) throw new Error('This test database handle is closed')
            return (value as (...a: unknown[]) => unknown).apply(target, args)
          }
        },
      })
      // Opened as createDb opens PGlite (server/db/client.ts).
      const db = drizzle({ client: guarded, schema, casing: 'snake_case' })
      return {
        db: db as unknown as Db,
        kind: 'pglite',
        migrate: () => migrate(db, { migrationsFolder }),
        async close() {
          isOpen = false
        },
      }
    },
    close: () => client.close(),
  }
}

async function goldenImage(): Promise<Blob> {
  const golden = path.join(os.tmpdir(), `rr-golden-${migrationsHash()}.tar`)
  try {
    return new Blob([await readFile(golden)])
  } catch {
    const fresh = await createDb({ memory: true })
    await fresh.migrate()
    const image = await fresh.dump!()
    await fresh.close()
    const partial = `${golden}.${process.pid}.${randomBytes(4).toString('hex')}`
    writeFileSync(partial, Buffer.from(await image.arrayBuffer()))
    renameSync(partial, golden)
    return image
  }
}

async function openPostgresSlot(): Promise<Slot> {
  const { inject } = await import('vitest')
  const run = inject('postgresTestRun')
  if (!run) throw new Error('TEST_DB=postgres needs the global setup server/test/postgres-global-setup.ts')
  const name = `${run}_${randomBytes(4).toString('hex')}`
  await createDatabaseFrom(name, templateOf(run))
  const url = postgresUrl(name)
  // A pool per handle: closing it ends its connections, and the database stays for the next one.
  return {
    open: () => createDb({ databaseUrl: url, poolSize: 4 }),
    close: async () => {
      await adminQuery((client) => client.query(`drop database if exists "${name}" with (force)`))
    },
  }
}

/** The name of the migrated database a run's test databases are copied from. */
export function templateOf(run: string): string {
  return `${run}_template`
}

/** The URL of `database` on the server TEST_DATABASE_URL names. */
export function postgresUrl(database: string): string {
  const url = new URL(adminUrl())
  url.pathname = `/${database}`
  return url.toString()
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL')
  return url
}

/** Runs statements on the server's admin database (create, drop), one connection for them all. */
export async function adminQuery<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

async function createDatabaseFrom(name: string, template: string): Promise<void> {
  await adminQuery(async (client) => {
    // The server refuses to copy a database while a session is still on it (SQLSTATE 55006): the
    // template's migration session may take a moment to end after its client has left.
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`create database "${name}" template "${template}"`)
        return
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt === 50) throw error
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
  })
}

/** Drops every database of a run (its template too), whoever still holds a connection to one. */
export async function dropRunDatabases(run: string): Promise<void> {
  await adminQuery(async (client) => {
    const { rows } = await client.query<{ name: string }>(
      'select datname as name from pg_database where starts_with(datname, $1)',
      [`${run}_`],
    )
    for (const { name } of rows) await client.query(`drop database if exists "${name}" with (force)`)
  })
}

function migrationsHash(): string {
  const hash = createHash('sha256')
  for (const file of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json'))
      hash.update(file).update(readFileSync(path.join(migrationsFolder, file)))
  }
  return hash.digest('hex').slice(0, 16)
}
