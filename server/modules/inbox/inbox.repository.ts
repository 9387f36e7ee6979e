import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { conversationMessages, conversations } from '#server/db/schema/index.ts'

export type ConversationRow = typeof conversations.$inferSelect
export type NewConversationRow = typeof conversations.$inferInsert
export type MessageRow = typeof conversationMessages.$inferSelect

export async function insertConversation(db: Db, values: NewConversationRow): Promise<ConversationRow> {
  const [row] = await db.insert(conversations).values(values).returning()
  if (!row) throw new Error('conversation insert returned no row')
  return row
}

/** Stores a message and moves its conversation's last-message time to it. */
export async function insertMessage(
  db: Db,
  values: {
    conversationId: string
    direction: 'IN' | 'OUT'
    body: string
    authorUserId?: string | null
    emailMessageId?: string | null
  },
): Promise<MessageRow> {
  const [row] = await db.insert(conversationMessages).values(values).returning()
  if (!row) throw new Error('message insert returned no row')
  await db
    .update(conversations)
    .set({ lastMessageAt: row.createdAt })
    .where(eq(conversations.id, values.conversationId))
  return row
}

export async function findConversationById(db: Db, id: string): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id)).limit(1)
  return row
}

/** The person's most recent open conversation from one channel, matched by e-mail (any case). */
export async function findOpenConversationByEmail(
  db: Db,
  email: string,
  source: ConversationRow['source'],
): Promise<ConversationRow | undefined> {
  return findLatestOpenConversation(
    db,
    eq(conversations.source, source),
    sql`lower(${conversations.customerEmail}) = ${email.trim().toLowerCase()}`,
  )
}

export async function listConversations(
  db: Db,
  { status, limit }: { status?: ConversationRow['status']; limit: number },
): Promise<ConversationRow[]> {
  return db
    .select()
    .from(conversations)
    .where(status ? eq(conversations.status, status) : undefined)
    .orderBy(desc(conversations.lastMessageAt))
    .limit(limit)
}

export async function listMessages(db: Db, conversationId: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, conversationId))
    .orderBy(asc(conversationMessages.createdAt))
}

export async function updateConversation(
  db: Db,
  id: string,
  values: Partial<
    Pick<
      ConversationRow,
      'status' | 'subject' | 'topic' | 'customerName' | 'customerPhone' | 'userId' | 'caseId'
    >
  >,
): Promise<ConversationRow | undefined> {
  const [row] = await db.update(conversations).set(values).where(eq(conversations.id, id)).returning()
  return row
}

/** The messages carrying any of these e-mail Message-IDs (a thread's In-Reply-To and References). */
export async function findMessagesByEmailMessageIds(db: Db, ids: string[]): Promise<MessageRow[]> {
  if (ids.length === 0) return []
  return db.select().from(conversationMessages).where(inArray(conversationMessages.emailMessageId, ids))
}

/** A person's open e-mail conversation under this subject (compared without case). */
export async function findOpenEmailConversationBySubject(
  db: Db,
  email: string,
  subject: string,
): Promise<ConversationRow | undefined> {
  return findLatestOpenConversation(
    db,
    eq(conversations.source, 'EMAIL'),
    sql`lower(${conversations.customerEmail}) = ${email.trim().toLowerCase()}`,
    sql`lower(${conversations.subject}) = ${subject.toLowerCase()}`,
  )
}

/** A customer's latest open conversation about one case (or about no case), from any channel. */
export async function findOpenConversationOfCustomer(
  db: Db,
  userId: string,
  caseId: string | null,
): Promise<ConversationRow | undefined> {
  return findLatestOpenConversation(
    db,
    eq(conversations.userId, userId),
    caseId ? eq(conversations.caseId, caseId) : isNull(conversations.caseId),
  )
}

/** The e-mail Message-IDs of a conversation's messages, oldest first (the References chain). */
export async function listEmailMessageIds(
  db: Db,
  conversationId: string,
): Promise<Array<{ direction: 'IN' | 'OUT'; emailMessageId: string }>> {
  const rows = await db
    .select({
      direction: conversationMessages.direction,
      emailMessageId: conversationMessages.emailMessageId,
    })
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.conversationId, conversationId),
        isNotNull(conversationMessages.emailMessageId),
      ),
    )
    .orderBy(asc(conversationMessages.createdAt))
  return rows.flatMap((r) =>
    r.emailMessageId ? [{ direction: r.direction, emailMessageId: r.emailMessageId }] : [],
  )
}

/** The most recently active open conversation meeting all the conditions. */
async function findLatestOpenConversation(
  db: Db,
  ...conditions: SQL[]
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.status, 'OPEN'), ...conditions))
    .orderBy(desc(conversations.lastMessageAt))
    .limit(1)
  return row
}
