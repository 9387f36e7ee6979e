import { and, desc, eq, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { channelCursors, conversationMessages, conversations } from '#server/db/schema/index.ts'
import type { SocialChannel } from '#shared/contracts/channels.contract.ts'

// The channels write conversations and messages of their own sources into the inbox's tables,
// keyed by the providers' ids (docs/decisions/036-inbox-channels.md).

export type ConversationRow = typeof conversations.$inferSelect
export type MessageRow = typeof conversationMessages.$inferSelect

export async function findConversationById(db: Db, id: string): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id)).limit(1)
  return row
}

/** The conversation of a channel's thread (a Messenger sender, an X thread, a YouTube comment thread). */
export async function findConversationByThread(
  db: Db,
  source: SocialChannel,
  threadId: string,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.source, source), eq(conversations.externalThreadId, threadId)))
    .limit(1)
  return row
}

/** Opens the conversation of a thread; undefined when another delivery opened it first. */
export async function insertThreadConversation(
  db: Db,
  values: {
    source: SocialChannel
    externalThreadId: string
    subject: string
    customerName: string | null
    lastMessageAt: Date
  },
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .insert(conversations)
    .values(values)
    .onConflictDoNothing({
      target: [conversations.source, conversations.externalThreadId],
      where: isNotNull(conversations.externalThreadId),
    })
    .returning()
  return row
}

/** Whether a message with this channel id is stored already. */
export async function hasMessageWithExternalId(db: Db, externalId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: conversationMessages.id })
    .from(conversationMessages)
    .where(eq(conversationMessages.externalId, externalId))
    .limit(1)
  return row !== undefined
}

/**
 * Stores a channel message once (undefined when its id is stored already) and makes the
 * conversation's last-message time at least its time; a person's message reopens a closed one.
 */
export async function insertChannelMessage(
  db: Db,
  values: {
    conversationId: string
    direction: 'IN' | 'OUT'
    body: string
    externalId: string
    createdAt: Date
    authorUserId?: string | null
  },
): Promise<MessageRow | undefined> {
  const [row] = await db
    .insert(conversationMessages)
    .values(values)
    .onConflictDoNothing({
      target: conversationMessages.externalId,
      where: isNotNull(conversationMessages.externalId),
    })
    .returning()
  if (!row) return undefined
  await db
    .update(conversations)
    .set({
      lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${row.createdAt.toISOString()}::timestamptz)`,
      ...(values.direction === 'IN' ? { status: 'OPEN' as const } : {}),
    })
    .where(eq(conversations.id, values.conversationId))
  return row
}

/** The channel id of the person's latest message in a conversation (what a reply answers). */
export async function findLatestInboundExternalId(db: Db, conversationId: string): Promise<string | null> {
  const [row] = await db
    .select({ externalId: conversationMessages.externalId })
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.conversationId, conversationId),
        eq(conversationMessages.direction, 'IN'),
        isNotNull(conversationMessages.externalId),
      ),
    )
    .orderBy(desc(conversationMessages.createdAt))
    .limit(1)
  return row?.externalId ?? null
}

/** Names the person of a conversation that has no name yet. */
export async function setCustomerNameIfMissing(db: Db, conversationId: string, name: string): Promise<void> {
  await db
    .update(conversations)
    .set({ customerName: name })
    .where(and(eq(conversations.id, conversationId), sql`${conversations.customerName} is null`))
}

export async function findCursor(db: Db, channel: string): Promise<string | null> {
  const [row] = await db
    .select({ cursor: channelCursors.cursor })
    .from(channelCursors)
    .where(eq(channelCursors.channel, channel))
    .limit(1)
  return row?.cursor ?? null
}

/**
 * Saves where a polling channel got to. A cursor only moves forward (a longer id, or a later
 * timestamp of the same form), so a slow run finishing after a newer one cannot rewind it.
 */
export async function saveCursor(db: Db, channel: string, cursor: string): Promise<void> {
  await db
    .insert(channelCursors)
    .values({ channel, cursor, polledAt: new Date() })
    .onConflictDoUpdate({
      target: channelCursors.channel,
      set: {
        polledAt: sql`excluded.polled_at`,
        cursor: sql`case when ${channelCursors.cursor} is null
          or length(excluded.cursor) > length(${channelCursors.cursor})
          or (length(excluded.cursor) = length(${channelCursors.cursor}) and excluded.cursor collate "C" > ${channelCursors.cursor} collate "C")
          then excluded.cursor else ${channelCursors.cursor} end`,
      },
    })
}
