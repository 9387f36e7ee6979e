import { sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'

/**
 * Row counts of every table, to show a refused request stored nothing. Tables in `ignore` change
 * for reasons that are not the request's content (docs/decisions/018-generated-contract-suites.md).
 */
export async function countRows(db: Db, ignore: readonly string[] = []): Promise<Record<string, number>> {
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  )
    .map((r) => r.table_name)
    .filter((name) => !ignore.includes(name))
  if (tables.length === 0) return {}
  const union = tables
    .map((name) => `select '${name}' as name, count(*)::int as n from "${name.replaceAll('"', '""')}"`)
    .join(' union all ')
  const counts: Record<string, number> = {}
  for (const row of rowsOf<{ name: string; n: number }>(await db.execute(sql.raw(union)))) {
    counts[row.name] = Number(row.n)
  }
  return counts
}

/** The tables whose counts differ between two snapshots, with both counts. */
export function changedTables(before: Record<string, number>, after: Record<string, number>): string[] {
  return Object.keys({ ...before, ...after })
    .filter((name) => before[name] !== after[name])
    .map((name) => `${name}: ${before[name] ?? 0} → ${after[name] ?? 0}`)
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows
}
