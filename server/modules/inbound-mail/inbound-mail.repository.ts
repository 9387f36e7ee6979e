import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { inboundMessages } from '#server/db/schema/index.ts'

export type InboundMessageRow = typeof inboundMessages.$inferSelect
export type NewInboundMessageRow = typeof inboundMessages.$inferInsert

/**
 * Records a received message for one recipient, unless the same Message-ID was already recorded
 * for that recipient (a sender retrying after a lost reply): then null. Deliveries of one message
 * wait for each other on a transaction lock, so two at once still record it once.
 */
export async function claimInboundMessage(
  db: Db,
  values: NewInboundMessageRow,
): Promise<InboundMessageRow | null> {
  return db.transaction(async (tx) => {
    if (values.messageId) {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`inbound:${values.recipient}:${values.messageId}`}))`,
      )
      const [seen] = await tx
        .select({ id: inboundMessages.id })
        .from(inboundMessages)
        .where(
          and(
            eq(inboundMessages.messageId, values.messageId),
            eq(inboundMessages.recipient, values.recipient),
          ),
        )
        .limit(1)
      if (seen) return null
    }
    const [row] = await tx.insert(inboundMessages).values(values).returning()
    if (!row) throw new Error('inbound message insert returned no row')
    return row
  })
}

export async function updateInboundMessage(
  db: Db,
  id: string,
  values: Partial<Pick<InboundMessageRow, 'caseId' | 'conversationId' | 'outcome'>>,
): Promise<void> {
  await db.update(inboundMessages).set(values).where(eq(inboundMessages.id, id))
}

/** Forgets a message whose processing failed, so the sender's retry is processed again. */
export async function deleteInboundMessage(db: Db, id: string): Promise<void> {
  await db.delete(inboundMessages).where(eq(inboundMessages.id, id))
}
