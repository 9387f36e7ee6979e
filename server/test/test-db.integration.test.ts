import { sql } from 'drizzle-orm'
import { describe, expect, inject, it } from 'vitest'
import { seoBackups, testClock, users } from '#server/db/schema/index.ts'
import { buildTestApp } from './build-test-app.ts'
import { queryRows, rowCounts } from './row-counts.ts'
import { createTestDb } from './test-db.ts'

// A test process hands its databases out again (test-db.ts): each must come back as a new one.

const backup = { reason: 'EDIT' as const, overrides: {}, pageCount: 0 }

describe('test databases', () => {
  it('are handed out again with every table as migrated and identity counters restarted', async () => {
    const first = await createTestDb()
    const asMigrated = await rowCounts(first.db)
    // Outside the tables a reset empties: it tells the same database when it comes back.
    const marker = `m${Math.random().toString(36).slice(2)}`
    await first.db.execute(sql.raw(`create schema ${marker}`))
    try {
      await first.db.insert(testClock).values({ offsetMs: 86_400_000 })
      const [made] = await first.db.insert(seoBackups).values(backup).returning()
      expect(made?.number).toBe(1)
      await first.db.insert(seoBackups).values(backup)
      expect(await rowCounts(first.db)).not.toEqual(asMigrated)
      await first.close()

      const again = await createTestDb()
      try {
        const schemas = await queryRows<{ name: string }>(
          again.db,
          sql`select schema_name as name from information_schema.schemata where schema_name = ${marker}`,
        )
        expect(schemas, 'the same database, handed out again').toHaveLength(1)
        expect(await rowCounts(again.db)).toEqual(asMigrated)
        const [next] = await again.db.insert(seoBackups).values(backup).returning()
        expect(next?.number).toBe(1)
      } finally {
        await again.db.execute(sql.raw(`drop schema ${marker}`))
        await again.close()
      }
    } finally {
      await first.close()
    }
  })

  it('are two when two are open at once', async () => {
    const one = await createTestDb()
    const other = await createTestDb()
    try {
      await one.db.insert(testClock).values({ offsetMs: 1 })
      expect(await one.db.$count(testClock)).toBe(1)
      expect(await other.db.$count(testClock)).toBe(0)
    } finally {
      await Promise.all([one.close(), other.close()])
    }
  })

  it('refuse every query once closed, as a closed database does', async () => {
    const handle = await createTestDb()
    await handle.close()
    await expect(handle.db.select().from(users)).rejects.toThrow()
    await handle.close()
    const next = await createTestDb()
    try {
      expect(await next.db.$count(users)).toBe(0)
    } finally {
      await next.close()
    }
  })

  it('give every app the business defaults, whatever the app before it changed', async () => {
    const first = await buildTestApp()
    const defaults = await first.app.services.settings.getSettings()
    await first.app.services.settings.setSetting('fastStartDays', defaults.fastStartDays + 7)
    await first.signUp()
    await first.close()
    const second = await buildTestApp()
    try {
      expect(await second.app.services.settings.getSettings()).toEqual(defaults)
      expect(await second.db.db.$count(users)).toBe(0)
    } finally {
      await second.close()
    }
  })

  // Named after this run, so two runs on one server never share one, and dropped at its end.
  if (process.env.TEST_DB === 'postgres') {
    it('are named after this run on PostgreSQL', async () => {
      const handle = await createTestDb()
      try {
        const [row] = await queryRows<{ name: string }>(handle.db, sql`select current_database() as name`)
        expect(row?.name.startsWith(`${inject('postgresTestRun')}_`)).toBe(true)
      } finally {
        await handle.close()
      }
    })
  }
})
