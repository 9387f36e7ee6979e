import { desc, eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { leads } from '#server/db/schema/index.ts'

export type LeadRow = typeof leads.$inferSelect
export type NewLeadRow = typeof leads.$inferInsert

export async function insertLead(db: Db, values: NewLeadRow): Promise<LeadRow> {
  const [row] = await db.insert(leads).values(values).returning()
  if (!row) throw new Error('lead insert returned no row')
  return row
}

export async function findLeadByConversation(db: Db, conversationId: string): Promise<LeadRow | undefined> {
  const [row] = await db
    .select()
    .from(leads)
    .where(eq(leads.conversationId, conversationId))
    .orderBy(desc(leads.createdAt))
    .limit(1)
  return row
}

export async function updateLead(
  db: Db,
  id: string,
  values: Pick<NewLeadRow, 'name' | 'phone' | 'topic'>,
): Promise<void> {
  await db.update(leads).set(values).where(eq(leads.id, id))
}
