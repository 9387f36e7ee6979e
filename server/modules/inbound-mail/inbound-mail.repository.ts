import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { inboundMessages, users } from '#server/db/schema/index.ts'
import type { InboundReviewStatus } from '#shared/domain/inbound-mail.ts'

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
  values: Partial<
    Pick<
      InboundMessageRow,
      | 'caseId'
      | 'conversationId'
      | 'outcome'
      | 'reviewStatus'
      | 'heldStorageKey'
      | 'reviewedByUserId'
      | 'reviewedAt'
    >
  >,
): Promise<void> {
  await db.update(inboundMessages).set(values).where(eq(inboundMessages.id, id))
}

/** A message with the name of the admin who decided on it, if one did. */
export type InboundMessageView = {
  message: InboundMessageRow
  reviewer: { id: string; firstName: string; lastName: string; email: string } | null
}

const viewColumns = {
  message: inboundMessages,
  reviewerId: users.id,
  reviewerFirstName: users.firstName,
  reviewerLastName: users.lastName,
  reviewerEmail: users.email,
}

type ViewRow = {
  message: InboundMessageRow
  reviewerId: string | null
  reviewerFirstName: string | null
  reviewerLastName: string | null
  reviewerEmail: string | null
}

function toView(row: ViewRow): InboundMessageView {
  return {
    message: row.message,
    reviewer: row.reviewerId
      ? {
          id: row.reviewerId,
          firstName: row.reviewerFirstName ?? '',
          lastName: row.reviewerLastName ?? '',
          email: row.reviewerEmail ?? '',
        }
      : null,
  }
}

/** The mail a case's fingerprint address received, newest first (at most `limit`). */
export async function listFingerprintMessagesByCase(
  db: Db,
  caseId: string,
  limit: number,
): Promise<InboundMessageView[]> {
  const rows = await db
    .select(viewColumns)
    .from(inboundMessages)
    .leftJoin(users, eq(users.id, inboundMessages.reviewedByUserId))
    .where(and(eq(inboundMessages.caseId, caseId), eq(inboundMessages.route, 'FINGERPRINTS')))
    .orderBy(desc(inboundMessages.receivedAt), desc(inboundMessages.id))
    .limit(limit)
  return rows.map(toView)
}

export async function findInboundMessageView(db: Db, id: string): Promise<InboundMessageView | undefined> {
  const [row] = await db
    .select(viewColumns)
    .from(inboundMessages)
    .leftJoin(users, eq(users.id, inboundMessages.reviewedByUserId))
    .where(eq(inboundMessages.id, id))
    .limit(1)
  return row ? toView(row) : undefined
}

/**
 * Records staff's decision on a held message, only while it is still held: the row as decided, or
 * undefined when it was not held (already decided, perhaps by another admin a moment before).
 */
export async function decideHeldMessage(
  db: Db,
  id: string,
  decision: {
    reviewStatus: Exclude<InboundReviewStatus, 'HELD'>
    reviewedByUserId: string
    reviewedAt: Date
  },
): Promise<InboundMessageRow | undefined> {
  const [row] = await db
    .update(inboundMessages)
    .set(decision)
    .where(and(eq(inboundMessages.id, id), eq(inboundMessages.reviewStatus, 'HELD')))
    .returning()
  return row
}

/** Forgets a message whose processing failed, so the sender's retry is processed again. */
export async function deleteInboundMessage(db: Db, id: string): Promise<void> {
  await db.delete(inboundMessages).where(eq(inboundMessages.id, id))
}
