import { sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`)
}
