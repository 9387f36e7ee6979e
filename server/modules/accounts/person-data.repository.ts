import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import {
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
  mailingLists,
  orders,
  payments,
  refunds,
  subscribers,
} from '#server/db/schema/index.ts'

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

/** The person's conversations: linked to the account, or written from its address without one. */
export function ownConversations(userId: string, email: string) {
  return or(
    eq(conversations.userId, userId),
    and(isNull(conversations.userId), sql`lower(${conversations.customerEmail}) = ${email.toLowerCase()}`),
  )
}
