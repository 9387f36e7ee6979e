import { createHash, randomBytes } from 'node:crypto'
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { createDb, migrationsFolder, type DbHandle } from '#server/db/client.ts'

/**
 * A clean, migrated database for one test file: a copy of a migrated PGlite "golden" image
 * (made once per migration set and shared by every worker through a temp file), or a fresh
 * database on the PostgreSQL server named by TEST_DATABASE_URL when TEST_DB=postgres.
 */
export async function createTestDb(): Promise<DbHandle> {
  return process.env.TEST_DB === 'postgres' ? createPostgresTestDb() : createPgliteTestDb()
}

async function createPgliteTestDb(): Promise<DbHandle> {
  const golden = path.join(os.tmpdir(), `rr-golden-${migrationsHash()}.tar`)
  let image: Blob
  try {
    image = new Blob([await readFile(golden)])
  } catch {
    const fresh = await createDb({ memory: true })
    await fresh.migrate()
    image = await fresh.dump!()
    await fresh.close()
    const partial = `${golden}.${process.pid}.${randomBytes(4).toString('hex')}`
    writeFileSync(partial, Buffer.from(await image.arrayBuffer()))
    renameSync(partial, golden)
  }
  return createDb({ memory: true, loadDataDir: image })
}

async function createPostgresTestDb(): Promise<DbHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL')
  const name = `rr_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const handle = await createDb({ databaseUrl: url.toString(), poolSize: 4 })
  await handle.migrate()
  return {
    ...handle,
    async close() {
      await handle.close()
      const dropper = new pg.Client({ connectionString: adminUrl })
      await dropper.connect()
      await dropper.query(`drop database if exists ${name} with (force)`)
      await dropper.end()
    },
  }
}

function migrationsHash(): string {
  const hash = createHash('sha256')
  for (const file of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json'))
      hash.update(file).update(readFileSync(path.join(migrationsFolder, file)))
  }
  return hash.digest('hex').slice(0, 16)
}
