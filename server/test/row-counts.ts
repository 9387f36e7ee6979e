import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'

/** Runs raw SQL in a test and returns its rows (both drivers answer with `rows`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

/**
 * Row counts of every table, to prove a refused request stored nothing anywhere. Sessions are left
 * out: every signed-in request may touch them, and they are not what a handler would store.
 */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )
  const counts: Record<string, number> = {}
  for (const { name } of tables) {
    if (name === 'sessions' || name === 'session') continue
    const [row] = await queryRows<{ n: string | number }>(
      db,
      sql`select count(*) as n from ${sql.identifier(name)}`,
    )
    counts[name] = Number(row?.n)
  }
  return counts
}
