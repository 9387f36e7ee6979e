import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '#server/db/client.ts'
import { conversationMessages, conversations, users } from '#server/db/schema/index.ts'

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
    mailChecks?: MessageRow['mailChecks']
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

export type ConversationFilter = {
  status?: ConversationRow['status']
  source?: ConversationRow['source']
  /** A user id: assigned to them; null: assigned to nobody; undefined: anyone. */
  assignedToUserId?: string | null
  search?: string
  /** The position after which the page starts (the previous page's last row). */
  after?: { lastMessageAt: string; id: string }
  limit: number
}

const assignee = alias(users, 'assignee')

// Correlated subqueries on the (conversationId, createdAt) index: the latest message and the unread count.
const PREVIEW_LENGTH = 160
const latestMessage = <T>(column: SQL) =>
  sql<T>`(select ${column} from ${conversationMessages} where ${conversationMessages.conversationId} = ${conversations.id} order by ${conversationMessages.createdAt} desc limit 1)`

const viewColumns = {
  conversation: conversations,
  assigneeId: assignee.id,
  assigneeFirstName: assignee.firstName,
  assigneeLastName: assignee.lastName,
  assigneeEmail: assignee.email,
  unreadCount: sql<number>`(select count(*)::int from ${conversationMessages} where ${conversationMessages.conversationId} = ${conversations.id} and ${conversationMessages.direction} = 'IN' and (${conversations.adminReadAt} is null or ${conversationMessages.createdAt} > ${conversations.adminReadAt}))`,
  lastMessagePreview: latestMessage<string | null>(
    sql`left(${conversationMessages.body}, ${sql.raw(String(PREVIEW_LENGTH))})`,
  ),
  lastMessageDirection: latestMessage<'IN' | 'OUT' | null>(sql`${conversationMessages.direction}`),
  // The page position at full (microsecond) precision, which a JavaScript Date would round.
  position: sql<string>`to_char(${conversations.lastMessageAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
}

export type ConversationViewRow = {
  conversation: ConversationRow
  assigneeId: string | null
  assigneeFirstName: string | null
  assigneeLastName: string | null
  assigneeEmail: string | null
  unreadCount: number
  lastMessagePreview: string | null
  lastMessageDirection: 'IN' | 'OUT' | null
  position: string
}

/** `%`, `_` and the escape character itself match literally in a LIKE pattern. */
export function likePattern(words: string): string {
  return `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** Conversations with their assignee, unread count and latest message; latest activity first. */
export async function listConversationViews(
  db: Db,
  filter: ConversationFilter,
): Promise<ConversationViewRow[]> {
  const conditions: SQL[] = []
  if (filter.status) conditions.push(eq(conversations.status, filter.status))
  if (filter.source) conditions.push(eq(conversations.source, filter.source))
  if (filter.assignedToUserId === null) conditions.push(isNull(conversations.assignedToUserId))
  else if (filter.assignedToUserId)
    conditions.push(eq(conversations.assignedToUserId, filter.assignedToUserId))
  if (filter.search) {
    const pattern = likePattern(filter.search)
    conditions.push(
      or(
        ilike(conversations.subject, pattern),
        ilike(conversations.customerName, pattern),
        ilike(conversations.customerEmail, pattern),
        ilike(conversations.topic, pattern),
        sql`exists (select 1 from ${conversationMessages} where ${conversationMessages.conversationId} = ${conversations.id} and ${conversationMessages.body} ilike ${pattern})`,
      )!,
    )
  }
  if (filter.after) {
    conditions.push(
      sql`(${conversations.lastMessageAt}, ${conversations.id}) < (${filter.after.lastMessageAt}::timestamptz, ${filter.after.id}::uuid)`,
    )
  }
  return db
    .select(viewColumns)
    .from(conversations)
    .leftJoin(assignee, eq(assignee.id, conversations.assignedToUserId))
    .where(and(...conditions))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(filter.limit)
}

export async function findConversationView(db: Db, id: string): Promise<ConversationViewRow | undefined> {
  const [row] = await db
    .select(viewColumns)
    .from(conversations)
    .leftJoin(assignee, eq(assignee.id, conversations.assignedToUserId))
    .where(eq(conversations.id, id))
    .limit(1)
  return row
}

/** Unread IN messages (and their conversations), open and awaiting-reply conversations. */
export async function countInbox(db: Db) {
  const [unread] = await db
    .select({
      unreadCount: sql<number>`count(*)::int`,
      unreadConversationCount: sql<number>`count(distinct ${conversationMessages.conversationId})::int`,
    })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .where(
      and(
        eq(conversationMessages.direction, 'IN'),
        sql`(${conversations.adminReadAt} is null or ${conversationMessages.createdAt} > ${conversations.adminReadAt})`,
      ),
    )
  const [open] = await db
    .select({
      openCount: sql<number>`count(*)::int`,
      awaitingReplyCount: sql<number>`(count(*) filter (where ${latestMessage<string>(sql`${conversationMessages.direction}`)} = 'IN'))::int`,
    })
    .from(conversations)
    .where(eq(conversations.status, 'OPEN'))
  return {
    unreadCount: unread?.unreadCount ?? 0,
    unreadConversationCount: unread?.unreadConversationCount ?? 0,
    openCount: open?.openCount ?? 0,
    awaitingReplyCount: open?.awaitingReplyCount ?? 0,
  }
}

/** Marks everything that arrived so far as seen by the staff. */
export async function markConversationRead(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(conversations)
    .set({ adminReadAt: sql`now()` })
    .where(eq(conversations.id, id))
    .returning({ id: conversations.id })
  return rows.length > 0
}

export async function updateConversationAssignee(
  db: Db,
  id: string,
  assignedToUserId: string | null,
): Promise<boolean> {
  const rows = await db
    .update(conversations)
    .set({ assignedToUserId })
    .where(eq(conversations.id, id))
    .returning({ id: conversations.id })
  return rows.length > 0
}

export type PersonRow = {
  id: string
  email: string
  firstName: string
  lastName: string
  role: 'USER' | 'ADMIN'
  disabledAt: Date | null
}

const personColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  disabledAt: users.disabledAt,
}

/** An account by id (read only: the auth module owns users). */
export async function findPersonById(db: Db, id: string): Promise<PersonRow | undefined> {
  const [row] = await db.select(personColumns).from(users).where(eq(users.id, id)).limit(1)
  return row
}

/** The account with this e-mail address, compared without case. */
export async function findPersonByEmail(db: Db, email: string): Promise<PersonRow | undefined> {
  const [row] = await db
    .select(personColumns)
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1)
  return row
}

/** The admins who can be given conversations (not disabled), by name. */
export async function listAdmins(db: Db): Promise<PersonRow[]> {
  return db
    .select(personColumns)
    .from(users)
    .where(and(eq(users.role, 'ADMIN'), isNull(users.disabledAt)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email))
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
      | 'status'
      | 'subject'
      | 'topic'
      | 'customerName'
      | 'customerPhone'
      | 'userId'
      | 'caseId'
      | 'isSenderVerified'
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

/**
 * A person's open e-mail conversation under this subject (compared without case); with
 * `isUnlinkedOnly`, one linked to no account (for mail whose sender nothing proved).
 */
export async function findOpenEmailConversationBySubject(
  db: Db,
  email: string,
  subject: string,
  { isUnlinkedOnly = false } = {},
): Promise<ConversationRow | undefined> {
  return findLatestOpenConversation(
    db,
    eq(conversations.source, 'EMAIL'),
    sql`lower(${conversations.customerEmail}) = ${email.trim().toLowerCase()}`,
    sql`lower(${conversations.subject}) = ${subject.toLowerCase()}`,
    ...(isUnlinkedOnly ? [isNull(conversations.userId)] : []),
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
