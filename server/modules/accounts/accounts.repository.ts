import { and, asc, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import {
  accounts,
  affiliateLaunchLeads,
  affiliates,
  agreementSignatures,
  cases,
  conversationMessages,
  conversations,
  creditItems,
  creditReports,
  disputeLetters,
  documents,
  fingerprints,
  identityProfiles,
  identityVerifications,
  leads,
  mailingLists,
  orders,
  payments,
  refunds,
  sessions,
  subscribers,
  uploadSlots,
  userPreferences,
  users,
  verifications,
} from '#server/db/schema/index.ts'
import { PAID_ORDER_STATUSES } from '#shared/domain/orders.ts'
import type { NotificationPreferences } from '#shared/contracts/accounts.contract.ts'

// The accounts module reads every table that holds a person's data for the export, and erases them
// in one transaction on deletion: the one place that spans owners, because a person's data must go
// (or stay) all at once (docs/decisions/045-account-settings.md).

export type AccountUserRow = typeof users.$inferSelect

export async function findAccountUser(db: Db, userId: string): Promise<AccountUserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1)
  return row
}

export async function findPreferences(db: Db, userId: string): Promise<NotificationPreferences | undefined> {
  const [row] = await db
    .select({
      emailCaseUpdates: userPreferences.emailCaseUpdates,
      emailCreditReminders: userPreferences.emailCreditReminders,
      emailProductNews: userPreferences.emailProductNews,
    })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId))
    .limit(1)
  return row
}

export async function upsertPreferences(
  db: Db,
  userId: string,
  values: NotificationPreferences,
): Promise<void> {
  await db
    .insert(userPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { ...values, updatedAt: new Date() } })
}

/**
 * The person's cases that are paid and not finished: an order holding their money (deposit or
 * full price) on a case that has no decision yet (docs/decisions/045-account-settings.md).
 */
export async function listPaidOpenCaseIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: cases.id })
    .from(cases)
    .innerJoin(orders, eq(orders.caseId, cases.id))
    .where(
      and(
        eq(cases.userId, userId),
        ne(cases.status, 'DECISION'),
        inArray(orders.status, [...PAID_ORDER_STATUSES]),
      ),
    )
  return rows.map((row) => row.id)
}

/** Everything stored about one person, as rows; the service shapes it into the export. */
export async function loadPersonData(db: Db, userId: string, email: string) {
  const [caseRows, orderRows, agreementRows, documentRows, fingerprintRows] = await Promise.all([
    db.select().from(cases).where(eq(cases.userId, userId)).orderBy(asc(cases.createdAt)),
    db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.createdAt)),
    db
      .select()
      .from(agreementSignatures)
      .where(eq(agreementSignatures.userId, userId))
      .orderBy(asc(agreementSignatures.signedAt)),
    db.select().from(documents).where(eq(documents.userId, userId)).orderBy(asc(documents.createdAt)),
    db
      .select({
        id: fingerprints.id,
        caseId: fingerprints.caseId,
        type: fingerprints.type,
        filename: fingerprints.filename,
        capturedAt: fingerprints.capturedAt,
        createdAt: fingerprints.createdAt,
      })
      .from(fingerprints)
      .innerJoin(cases, eq(cases.id, fingerprints.caseId))
      .where(eq(cases.userId, userId))
      .orderBy(asc(fingerprints.createdAt)),
  ])
  const orderIds = orderRows.map((order) => order.id)
  const [paymentRows, refundRows] =
    orderIds.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select()
            .from(payments)
            .where(inArray(payments.orderId, orderIds))
            .orderBy(asc(payments.createdAt)),
          db.select().from(refunds).where(inArray(refunds.orderId, orderIds)).orderBy(asc(refunds.createdAt)),
        ])
  const [verificationRows, profileRows, affiliateRows, subscriptionRows, conversationRows] =
    await Promise.all([
      db
        .select({
          status: identityVerifications.status,
          updatedAt: identityVerifications.updatedAt,
        })
        .from(identityVerifications)
        .where(eq(identityVerifications.userId, userId))
        .orderBy(desc(identityVerifications.createdAt))
        .limit(1),
      // Never the ciphertext: the last four digits are stored on their own (identity module).
      db
        .select({
          fullName: identityProfiles.fullName,
          ssnLast4: identityProfiles.ssnLast4,
          phone: identityProfiles.phone,
          address: identityProfiles.address,
        })
        .from(identityProfiles)
        .where(eq(identityProfiles.userId, userId))
        .limit(1),
      db.select().from(affiliates).where(eq(affiliates.userId, userId)).limit(1),
      db
        .select({
          list: mailingLists.name,
          status: subscribers.status,
          confirmedAt: subscribers.confirmedAt,
          createdAt: subscribers.createdAt,
        })
        .from(subscribers)
        .innerJoin(mailingLists, eq(mailingLists.id, subscribers.listId))
        .where(eq(subscribers.email, email))
        .orderBy(asc(subscribers.createdAt)),
      db
        .select()
        .from(conversations)
        .where(ownConversations(userId, email))
        .orderBy(asc(conversations.createdAt)),
    ])
  const conversationIds = conversationRows.map((row) => row.id)
  const messageRows =
    conversationIds.length === 0
      ? []
      : await db
          .select({
            conversationId: conversationMessages.conversationId,
            direction: conversationMessages.direction,
            body: conversationMessages.body,
            createdAt: conversationMessages.createdAt,
          })
          .from(conversationMessages)
          .where(inArray(conversationMessages.conversationId, conversationIds))
          .orderBy(asc(conversationMessages.createdAt))
  const [reportRows, itemRows, letterRows] = await Promise.all([
    db
      .select()
      .from(creditReports)
      .where(eq(creditReports.userId, userId))
      .orderBy(asc(creditReports.createdAt)),
    db
      .select()
      .from(creditItems)
      .where(eq(creditItems.userId, userId))
      .orderBy(asc(creditItems.position), asc(creditItems.createdAt)),
    db
      .select()
      .from(disputeLetters)
      .where(eq(disputeLetters.userId, userId))
      .orderBy(asc(disputeLetters.createdAt)),
  ])
  return {
    caseRows,
    orderRows,
    paymentRows,
    refundRows,
    agreementRows,
    documentRows,
    fingerprintRows,
    verification: verificationRows[0],
    profile: profileRows[0],
    affiliate: affiliateRows[0],
    subscriptionRows,
    conversationRows,
    messageRows,
    reportRows,
    itemRows,
    letterRows,
  }
}

export type PersonData = Awaited<ReturnType<typeof loadPersonData>>

// The person's conversations: linked to the account, or written from its address without one.
function ownConversations(userId: string, email: string) {
  return or(
    eq(conversations.userId, userId),
    and(isNull(conversations.userId), sql`lower(${conversations.customerEmail}) = ${email.toLowerCase()}`),
  )
}

export type ErasureOutcome =
  | { outcome: 'refused'; paidOpenCaseIds: string[] }
  | {
      outcome: 'erased'
      /** Stored files to delete once the transaction has committed. */
      storageKeys: string[]
      counts: Record<string, number>
    }

/**
 * Erases a person's personal data in one transaction, unless a paid case is in progress (checked
 * inside it, so a payment landing meanwhile cannot slip through). Orders, payments, refunds,
 * agreement signatures and affiliate ledger rows stay; the account row stays as an anonymous
 * placeholder they point to, with deletedAt set. `record` writes the audit entry in the same
 * transaction.
 */
export async function erasePerson(
  db: Db,
  userId: string,
  placeholderEmail: string,
  record: (tx: Db, counts: Record<string, number>) => Promise<void>,
): Promise<ErasureOutcome> {
  return db.transaction(async (tx) => {
    // Lock the account row: two deletions, or a deletion and a checkout, run one after the other.
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update')
    if (!user || user.deletedAt) return { outcome: 'erased', storageKeys: [], counts: {} }
    const paidOpenCaseIds = await listPaidOpenCaseIds(tx, userId)
    if (paidOpenCaseIds.length > 0) return { outcome: 'refused', paidOpenCaseIds }

    const caseIds = (await tx.select({ id: cases.id }).from(cases).where(eq(cases.userId, userId))).map(
      (row) => row.id,
    )
    const documentKeys = await tx
      .select({ key: documents.storageKey })
      .from(documents)
      .where(eq(documents.userId, userId))
    const fingerprintKeys =
      caseIds.length === 0
        ? []
        : await tx
            .select({ key: fingerprints.storageKey })
            .from(fingerprints)
            .where(inArray(fingerprints.caseId, caseIds))
    const photoRows = await tx
      .select({ documentKey: identityVerifications.documentKey, selfieKey: identityVerifications.selfieKey })
      .from(identityVerifications)
      .where(eq(identityVerifications.userId, userId))
    const slotKeys = await tx
      .select({ key: uploadSlots.storageKey })
      .from(uploadSlots)
      .where(eq(uploadSlots.userId, userId))
    const storageKeys = [
      ...new Set(
        [
          ...documentKeys.map((row) => row.key),
          ...fingerprintKeys.map((row) => row.key),
          ...photoRows.flatMap((row) => [row.documentKey, row.selfieKey]),
          ...slotKeys.map((row) => row.key),
        ].filter((key): key is string => typeof key === 'string' && key.length > 0),
      ),
    ]

    const count = async (query: Promise<unknown[]>) => (await query).length
    const counts: Record<string, number> = {}
    counts.creditItems = await count(
      tx.delete(creditItems).where(eq(creditItems.userId, userId)).returning({ id: creditItems.id }),
    )
    counts.disputeLetters = await count(
      tx.delete(disputeLetters).where(eq(disputeLetters.userId, userId)).returning({ id: disputeLetters.id }),
    )
    counts.creditReports = await count(
      tx.delete(creditReports).where(eq(creditReports.userId, userId)).returning({ id: creditReports.id }),
    )
    // The signed agreements stay as the contract the payments rest on; their case goes.
    await tx.update(agreementSignatures).set({ caseId: null }).where(eq(agreementSignatures.userId, userId))
    counts.documents = await count(
      tx.delete(documents).where(eq(documents.userId, userId)).returning({ id: documents.id }),
    )
    // Cases take their answers, fingerprints, upload slots, reminders and history with them;
    // orders keep their amounts with the case link cleared.
    counts.cases = await count(tx.delete(cases).where(eq(cases.userId, userId)).returning({ id: cases.id }))
    counts.identityVerifications = await count(
      tx
        .delete(identityVerifications)
        .where(eq(identityVerifications.userId, userId))
        .returning({ id: identityVerifications.id }),
    )
    counts.identityProfiles = await count(
      tx
        .delete(identityProfiles)
        .where(eq(identityProfiles.userId, userId))
        .returning({ id: identityProfiles.userId }),
    )
    counts.conversations = await count(
      tx
        .delete(conversations)
        .where(ownConversations(userId, user.email))
        .returning({ id: conversations.id }),
    )
    counts.leads = await count(
      tx
        .delete(leads)
        .where(sql`lower(${leads.email}) = ${user.email.toLowerCase()}`)
        .returning({ id: leads.id }),
    )
    counts.newsletterSubscriptions = await count(
      tx.delete(subscribers).where(eq(subscribers.email, user.email)).returning({ id: subscribers.id }),
    )
    await tx.delete(affiliateLaunchLeads).where(eq(affiliateLaunchLeads.email, user.email))
    // The affiliate record stays for its commissions and tax forms; its name and address go.
    await tx
      .update(affiliates)
      .set({ name: 'Deleted user', email: placeholderEmail })
      .where(eq(affiliates.userId, userId))
    await tx.delete(uploadSlots).where(eq(uploadSlots.userId, userId))
    await tx.delete(userPreferences).where(eq(userPreferences.userId, userId))
    counts.sessions = await count(
      tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id }),
    )
    await tx.delete(accounts).where(eq(accounts.userId, userId))
    await tx.delete(verifications).where(sql`${verifications.value} like ${`%${userId}%`}`)
    await tx
      .update(users)
      .set({
        name: 'Deleted user',
        firstName: 'Deleted',
        lastName: 'user',
        email: placeholderEmail,
        emailVerified: false,
        image: null,
        deletedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
    await record(tx, counts)
    return { outcome: 'erased', storageKeys, counts }
  })
}
