import { desc, eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { orders } from '#server/db/schema/index.ts'

export async function listOrdersByUser(db: Db, userId: string) {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt))
}
