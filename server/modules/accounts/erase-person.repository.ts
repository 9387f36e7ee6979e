import { eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import {
  accounts,
  affiliateLaunchLeads,
  affiliates,
  agreementSignatures,
  cases,
  conversations,
  creditItems,
  creditReports,
  disputeLetters,
  documents,
  fingerprints,
  identityProfiles,
  identityVerifications,
  leads,
  sessions,
  subscribers,
  uploadSlots,
  userPreferences,
  users,
  verifications,
} from '#server/db/schema/index.ts'
import { listPaidOpenCaseIds } from './accounts.repository.ts'
import { ownConversations } from './person-data.repository.ts'

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
