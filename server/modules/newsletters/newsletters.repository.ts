import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { campaignRecipients, campaigns, mailingLists, subscribers } from '#server/db/schema/index.ts'
import type { CampaignRecipientStatus, SubscriberStatus } from '#shared/domain/publishing.ts'

export type MailingListRow = typeof mailingLists.$inferSelect
export type SubscriberRow = typeof subscribers.$inferSelect
export type CampaignRow = typeof campaigns.$inferSelect

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[]
}

const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value))

export async function findDefaultList(db: Db): Promise<MailingListRow | undefined> {
  const [row] = await db
    .select()
    .from(mailingLists)
    .where(eq(mailingLists.isDefault, 1))
    .orderBy(asc(mailingLists.createdAt))
    .limit(1)
  return row
}

export async function findListById(db: Db, id: string): Promise<MailingListRow | undefined> {
  const [row] = await db.select().from(mailingLists).where(eq(mailingLists.id, id))
  return row
}

export async function findListByName(db: Db, name: string): Promise<MailingListRow | undefined> {
  const [row] = await db.select().from(mailingLists).where(eq(mailingLists.name, name))
  return row
}

/** Inserts a list unless one of that name exists; returns the new row, or undefined. */
export async function insertList(
  db: Db,
  values: { name: string; description: string; isDefault: boolean },
): Promise<MailingListRow | undefined> {
  const [row] = await db
    .insert(mailingLists)
    .values({ name: values.name, description: values.description, isDefault: values.isDefault ? 1 : 0 })
    .onConflictDoNothing({ target: mailingLists.name })
    .returning()
  return row
}

export async function listAllLists(db: Db): Promise<MailingListRow[]> {
  return db.select().from(mailingLists).orderBy(desc(mailingLists.isDefault), asc(mailingLists.name))
}

export async function setListExternalId(db: Db, id: string, externalId: string): Promise<void> {
  await db.update(mailingLists).set({ externalId }).where(eq(mailingLists.id, id))
}

export type ListCounts = Record<SubscriberStatus, number>

/** Each list's subscribers by status, in one grouped read. */
export async function countSubscribersByList(db: Db): Promise<Map<string, ListCounts>> {
  const rows = await db
    .select({ listId: subscribers.listId, status: subscribers.status, n: sql<number>`count(*)::int` })
    .from(subscribers)
    .groupBy(subscribers.listId, subscribers.status)
  const counts = new Map<string, ListCounts>()
  for (const row of rows) {
    let list = counts.get(row.listId)
    if (!list) counts.set(row.listId, (list = { PENDING: 0, SUBSCRIBED: 0, UNSUBSCRIBED: 0, BOUNCED: 0 }))
    list[row.status] = num(row.n)
  }
  return counts
}

export async function findSubscriber(
  db: Db,
  listId: string,
  email: string,
): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .select()
    .from(subscribers)
    .where(and(eq(subscribers.listId, listId), eq(subscribers.email, email)))
  return row
}

/** Inserts a subscriber unless the address is on the list already; undefined then. */
export async function insertSubscriber(
  db: Db,
  values: typeof subscribers.$inferInsert,
): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .insert(subscribers)
    .values(values)
    .onConflictDoNothing({ target: [subscribers.listId, subscribers.email] })
    .returning()
  return row
}

export async function updateSubscriber(
  db: Db,
  id: string,
  values: Partial<typeof subscribers.$inferInsert>,
): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .update(subscribers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(subscribers.id, id))
    .returning()
  return row
}

/** Confirms the PENDING subscriber holding this confirmation hash, if its link is still valid. */
export async function confirmByTokenHash(
  db: Db,
  hash: string,
  sentAfter: Date,
): Promise<SubscriberRow | undefined> {
  const now = new Date()
  const [row] = await db
    .update(subscribers)
    .set({ status: 'SUBSCRIBED', confirmTokenHash: null, confirmedAt: now, updatedAt: now })
    .where(
      and(
        eq(subscribers.confirmTokenHash, hash),
        eq(subscribers.status, 'PENDING'),
        sql`${subscribers.confirmSentAt} > ${sentAfter}`,
      ),
    )
    .returning()
  return row
}

export async function findSubscriberByUnsubscribeToken(
  db: Db,
  token: string,
): Promise<SubscriberRow | undefined> {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.unsubscribeToken, token))
  return row
}

/** Unsubscribes the holder of this token (a bounced address stays BOUNCED); the row, or undefined. */
export async function unsubscribeByToken(db: Db, token: string): Promise<SubscriberRow | undefined> {
  const now = new Date()
  const [row] = await db
    .update(subscribers)
    .set({ status: 'UNSUBSCRIBED', unsubscribedAt: now, confirmTokenHash: null, updatedAt: now })
    .where(
      and(eq(subscribers.unsubscribeToken, token), inArray(subscribers.status, ['PENDING', 'SUBSCRIBED'])),
    )
    .returning()
  return row ?? (await findSubscriberByUnsubscribeToken(db, token))
}

export async function listSubscribersOfList(
  db: Db,
  listId: string,
  after: string | null,
  limit: number,
): Promise<SubscriberRow[]> {
  return db
    .select()
    .from(subscribers)
    .where(and(eq(subscribers.listId, listId), after ? sql`${subscribers.id} > ${after}` : undefined))
    .orderBy(asc(subscribers.id))
    .limit(limit)
}

/** Marks subscribers as known to Mailchimp, whose member id is the MD5 of the lower-cased address. */
export async function markSubscribersSynced(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return
  await db
    .update(subscribers)
    .set({ externalId: sql`md5(lower(${subscribers.email}))` })
    .where(inArray(subscribers.id, ids))
}

export async function insertCampaign(db: Db, values: typeof campaigns.$inferInsert): Promise<CampaignRow> {
  const [row] = await db.insert(campaigns).values(values).returning()
  return row!
}

/**
 * Fixes a campaign's recipients in one statement: every SUBSCRIBED address of the list at this
 * moment. Returns how many.
 */
export async function queueRecipients(db: Db, campaignId: string, listId: string): Promise<number> {
  const result = await db.execute(sql`
    with queued as (
      insert into ${campaignRecipients} (campaign_id, subscriber_id, email)
      select ${campaignId}::uuid, s.id, s.email from ${subscribers} s
      where s.list_id = ${listId}::uuid and s.status = 'SUBSCRIBED'
      returning 1
    )
    select count(*)::int as n from queued`)
  const n = num(rowsOf<{ n: unknown }>(result)[0]?.n)
  await db.update(campaigns).set({ totalRecipients: n }).where(eq(campaigns.id, campaignId))
  return n
}

export async function findCampaign(db: Db, id: string): Promise<CampaignRow | undefined> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id))
  return row
}

export async function updateCampaign(
  db: Db,
  id: string,
  values: Partial<typeof campaigns.$inferInsert>,
): Promise<void> {
  await db.update(campaigns).set(values).where(eq(campaigns.id, id))
}

export async function listCampaignRows(
  db: Db,
  limit: number,
): Promise<Array<{ campaign: CampaignRow; listName: string }>> {
  return db
    .select({ campaign: campaigns, listName: mailingLists.name })
    .from(campaigns)
    .innerJoin(mailingLists, eq(mailingLists.id, campaigns.listId))
    .orderBy(desc(campaigns.createdAt))
    .limit(limit)
}

export async function listCampaignsToSync(db: Db): Promise<CampaignRow[]> {
  return db.select().from(campaigns).where(isNull(campaigns.externalId)).orderBy(asc(campaigns.createdAt))
}

export type RecipientCounts = Record<CampaignRecipientStatus, number>

const emptyCounts = (): RecipientCounts => ({
  QUEUED: 0,
  SENDING: 0,
  SENT: 0,
  FAILED: 0,
  BOUNCED: 0,
  SKIPPED: 0,
})

/** Recipients by status for each campaign named. */
export async function countRecipients(db: Db, campaignIds: string[]): Promise<Map<string, RecipientCounts>> {
  const counts = new Map<string, RecipientCounts>()
  if (campaignIds.length === 0) return counts
  const rows = await db
    .select({
      campaignId: campaignRecipients.campaignId,
      status: campaignRecipients.status,
      n: sql<number>`count(*)::int`,
    })
    .from(campaignRecipients)
    .where(inArray(campaignRecipients.campaignId, campaignIds))
    .groupBy(campaignRecipients.campaignId, campaignRecipients.status)
  for (const id of campaignIds) counts.set(id, emptyCounts())
  for (const row of rows) counts.get(row.campaignId)![row.status] = num(row.n)
  return counts
}

export async function listRecipients(
  db: Db,
  campaignId: string,
  status: CampaignRecipientStatus | undefined,
  limit: number,
) {
  return db
    .select({
      email: campaignRecipients.email,
      status: campaignRecipients.status,
      error: campaignRecipients.error,
      sentAt: campaignRecipients.sentAt,
    })
    .from(campaignRecipients)
    .where(
      and(
        eq(campaignRecipients.campaignId, campaignId),
        status ? eq(campaignRecipients.status, status) : undefined,
      ),
    )
    .orderBy(asc(campaignRecipients.email))
    .limit(limit)
}

/**
 * Recipients a crash left in SENDING: their message may or may not have left, so they are marked
 * FAILED rather than sent again (docs/decisions/040-email-marketing.md). Returns how many.
 */
export async function failInterruptedRecipients(db: Db, campaignId: string, reason: string): Promise<number> {
  const rows = await db
    .update(campaignRecipients)
    .set({ status: 'FAILED', error: reason, updatedAt: new Date() })
    .where(and(eq(campaignRecipients.campaignId, campaignId), eq(campaignRecipients.status, 'SENDING')))
    .returning({ subscriberId: campaignRecipients.subscriberId })
  return rows.length
}

export type QueuedRecipient = {
  subscriberId: string
  email: string
  firstName: string
  subscriberStatus: SubscriberStatus
  unsubscribeToken: string
}

/** The next recipients still QUEUED, with their subscriber's standing now. */
export async function nextQueuedRecipients(
  db: Db,
  campaignId: string,
  limit: number,
): Promise<QueuedRecipient[]> {
  return db
    .select({
      subscriberId: campaignRecipients.subscriberId,
      email: campaignRecipients.email,
      firstName: subscribers.firstName,
      subscriberStatus: subscribers.status,
      unsubscribeToken: subscribers.unsubscribeToken,
    })
    .from(campaignRecipients)
    .innerJoin(subscribers, eq(subscribers.id, campaignRecipients.subscriberId))
    .where(and(eq(campaignRecipients.campaignId, campaignId), eq(campaignRecipients.status, 'QUEUED')))
    .orderBy(asc(campaignRecipients.subscriberId))
    .limit(limit)
}

/**
 * Moves one recipient from QUEUED to `status`; false when it was not QUEUED any more (another
 * runner took it). Each call is its own committed statement.
 */
export async function moveQueuedRecipient(
  db: Db,
  campaignId: string,
  subscriberId: string,
  values: { status: 'SENDING' | 'SKIPPED'; messageId?: string; error?: string },
): Promise<boolean> {
  const rows = await db
    .update(campaignRecipients)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(campaignRecipients.campaignId, campaignId),
        eq(campaignRecipients.subscriberId, subscriberId),
        eq(campaignRecipients.status, 'QUEUED'),
      ),
    )
    .returning({ subscriberId: campaignRecipients.subscriberId })
  return rows.length === 1
}

/** Records how the send of a SENDING recipient ended. */
export async function finishRecipient(
  db: Db,
  campaignId: string,
  subscriberId: string,
  outcome: { status: 'SENT' } | { status: 'FAILED'; error: string },
): Promise<void> {
  const now = new Date()
  await db
    .update(campaignRecipients)
    .set({
      status: outcome.status,
      ...(outcome.status === 'SENT' ? { sentAt: now } : { error: outcome.error }),
      updatedAt: now,
    })
    .where(
      and(
        eq(campaignRecipients.campaignId, campaignId),
        eq(campaignRecipients.subscriberId, subscriberId),
        eq(campaignRecipients.status, 'SENDING'),
      ),
    )
}

/** The recipients whose message went out with one of these Message-IDs. */
export async function findRecipientsByMessageIds(db: Db, messageIds: string[]) {
  if (messageIds.length === 0) return []
  return db
    .select({ campaignId: campaignRecipients.campaignId, subscriberId: campaignRecipients.subscriberId })
    .from(campaignRecipients)
    .where(inArray(campaignRecipients.messageId, messageIds))
}

/** Marks a recipient BOUNCED (whatever it was) and, on a hard bounce, its subscriber too. */
export async function recordRecipientBounce(
  db: Db,
  recipient: { campaignId: string; subscriberId: string },
  reason: string,
  isHard: boolean,
): Promise<void> {
  const now = new Date()
  await db.transaction(async (tx) => {
    await tx
      .update(campaignRecipients)
      .set({ status: 'BOUNCED', error: reason, updatedAt: now })
      .where(
        and(
          eq(campaignRecipients.campaignId, recipient.campaignId),
          eq(campaignRecipients.subscriberId, recipient.subscriberId),
        ),
      )
    await tx
      .update(subscribers)
      .set({
        bounceCount: sql`${subscribers.bounceCount} + 1`,
        ...(isHard ? { status: 'BOUNCED' as const, bouncedAt: now } : {}),
        updatedAt: now,
      })
      .where(eq(subscribers.id, recipient.subscriberId))
  })
}

/** A campaign's sent and failed figures, recounted from its recipients. */
export async function recountCampaign(db: Db, campaignId: string): Promise<RecipientCounts> {
  return (await countRecipients(db, [campaignId])).get(campaignId) ?? emptyCounts()
}
