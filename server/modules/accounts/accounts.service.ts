import type { Db } from '#server/db/client.ts'
import type { FileStorage } from '#server/adapters/storage/index.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { Logger } from '#server/lib/logger.ts'
import type { AuditService } from '#server/modules/audit/index.ts'
import type { AuthClient, AuthService } from '#server/modules/auth/index.ts'
import type { RateLimitsService } from '#server/modules/rate-limits/index.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import {
  ACCOUNT_EXPORT_LIMIT_PER_HOUR,
  DEFAULT_NOTIFICATION_PREFERENCES,
  DELETE_REFUSED_PAID_CASE_MESSAGE,
  type AccountExport,
  type AccountSession,
  type AccountSettings,
  type ChangePasswordInput,
  type DeleteAccountInput,
  type NotificationPreferences,
  type UpdateNameInput,
} from '#shared/contracts/accounts.contract.ts'
import { describeDevice, maskIp } from './session-view.ts'
import {
  erasePerson,
  findAccountUser,
  findPreferences,
  loadPersonData,
  upsertPreferences,
  type PersonData,
} from './accounts.repository.ts'
import { renderAccountExportPdf } from './accounts.pdf.ts'

type AccountsDeps = {
  db: Db
  auth: Pick<
    AuthService,
    | 'verifyOwnPassword'
    | 'changePassword'
    | 'updateName'
    | 'requestEmailChange'
    | 'listOwnSessions'
    | 'revokeOtherSessions'
    | 'endAllSessions'
    | 'signOut'
  >
  audit: AuditService
  storage: FileStorage
  rateLimits: Pick<RateLimitsService, 'consume'>
  log: Logger
  companyName: () => Promise<string>
}

/** A deleted account's address: unique, and never deliverable (RFC 2606 reserves .invalid). */
export function deletedEmailFor(userId: string): string {
  return `deleted-${userId}@deleted.invalid`
}

/**
 * The signed-in person's own account (docs/decisions/045-account-settings.md). Every function acts
 * on the caller's own account: no input names another person.
 */
export function createAccountsService({
  db,
  auth,
  audit,
  storage,
  rateLimits,
  log,
  companyName,
}: AccountsDeps) {
  async function loadUser(user: User) {
    const row = await findAccountUser(db, user.id)
    if (!row || row.deletedAt) throw new AppError('unauthorized', 'You are not signed in.')
    return row
  }

  async function getPreferences(userId: string): Promise<NotificationPreferences> {
    return (await findPreferences(db, userId)) ?? DEFAULT_NOTIFICATION_PREFERENCES
  }

  /** Whether status e-mails of the person's cases are wanted (the cases module asks). */
  async function wantsCaseUpdates(userId: string): Promise<boolean> {
    return (await getPreferences(userId)).emailCaseUpdates
  }

  async function getAccount(user: User): Promise<AccountSettings> {
    const row = await loadUser(user)
    return {
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      isEmailVerified: row.emailVerified,
      createdAt: row.createdAt.toISOString(),
      preferences: await getPreferences(user.id),
    }
  }

  async function updatePreferences(
    user: User,
    input: NotificationPreferences,
  ): Promise<NotificationPreferences> {
    await loadUser(user)
    await upsertPreferences(db, user.id, input)
    return input
  }

  async function listSessions(client: AuthClient, user: User): Promise<AccountSession[]> {
    const rows = await auth.listOwnSessions(client, user)
    return rows.map((row) => ({
      id: row.id,
      device: describeDevice(row.userAgent),
      approximateIp: maskIp(row.ipAddress),
      createdAt: row.createdAt.toISOString(),
      lastActiveAt: row.updatedAt.toISOString(),
      isCurrent: row.isCurrent,
    }))
  }

  async function changePassword(
    client: AuthClient,
    user: User,
    input: ChangePasswordInput,
  ): Promise<string[]> {
    const cookies = await auth.changePassword(client, user, input)
    await audit.record({ caseId: null, actor: 'USER', actorUserId: user.id, action: 'PASSWORD_CHANGED' })
    return cookies
  }

  async function updateName(client: AuthClient, user: User, input: UpdateNameInput): Promise<string[]> {
    await loadUser(user)
    return auth.updateName(client, input)
  }

  async function requestEmailChange(client: AuthClient, user: User, newEmail: string): Promise<void> {
    await auth.requestEmailChange(client, user, newEmail)
  }

  async function revokeOtherSessions(client: AuthClient): Promise<void> {
    await auth.revokeOtherSessions(client)
  }

  /** Everything we hold on the person, SSN last four only; counted against the export limit. */
  async function exportData(
    client: AuthClient,
    user: User,
    countAgainstLimit: boolean,
  ): Promise<AccountExport> {
    if (countAgainstLimit) {
      await rateLimits.consume('account:export', `user:${user.id}`, {
        limit: ACCOUNT_EXPORT_LIMIT_PER_HOUR,
        windowSeconds: 3600,
      })
    }
    const row = await loadUser(user)
    const data = await loadPersonData(db, user.id, row.email)
    return toExport(row, await getPreferences(user.id), await listSessions(client, user), data)
  }

  async function exportPdf(client: AuthClient, user: User): Promise<{ filename: string; bytes: Uint8Array }> {
    const data = await exportData(client, user, true)
    const bytes = await renderAccountExportPdf(data, await companyName())
    return { filename: `my-data-${data.exportedAt.slice(0, 10)}.pdf`, bytes }
  }

  /**
   * Deletes the account after the password is confirmed: refused (409) while a paid case is in
   * progress; otherwise personal data erased and financial records kept, in one transaction.
   */
  async function deleteAccount(client: AuthClient, user: User, input: DeleteAccountInput): Promise<string[]> {
    await loadUser(user)
    await auth.verifyOwnPassword(client, user, input.password)
    const result = await erasePerson(db, user.id, deletedEmailFor(user.id), (tx, counts) =>
      audit.record(
        { caseId: null, actor: 'USER', actorUserId: user.id, action: 'ACCOUNT_DELETED', detail: counts },
        tx,
      ),
    )
    if (result.outcome === 'refused') throw new AppError('conflict', DELETE_REFUSED_PAID_CASE_MESSAGE)
    await auth.endAllSessions(user.id)
    // The session is gone already; signing out still answers with the cookies that clear it.
    const clearingCookies = await auth.signOut(client)
    // The rows are gone; a file left behind by a storage failure is logged, not shown to the person.
    for (const key of result.storageKeys) {
      try {
        await storage.delete(key)
      } catch (error) {
        log.error({ err: error }, 'stored file of a deleted account not removed')
      }
    }
    return clearingCookies
  }

  return {
    wantsCaseUpdates,
    getAccount,
    updatePreferences,
    listSessions,
    changePassword,
    updateName,
    requestEmailChange,
    revokeOtherSessions,
    exportData,
    exportPdf,
    deleteAccount,
  }
}

export type AccountsService = ReturnType<typeof createAccountsService>

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null)

function toExport(
  user: NonNullable<Awaited<ReturnType<typeof findAccountUser>>>,
  preferences: NotificationPreferences,
  sessions: AccountSession[],
  data: PersonData,
): AccountExport {
  return {
    exportedAt: new Date().toISOString(),
    account: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      isEmailVerified: user.emailVerified,
      role: user.role,
      createdAt: user.createdAt.toISOString(),
    },
    preferences,
    sessions,
    cases: data.caseRows.map((row) => ({
      id: row.id,
      wizard: row.wizard,
      jurisdiction: row.jurisdiction,
      stateCode: row.stateCode,
      packageCode: row.packageCode,
      status: row.status,
      answers: row.answers,
      eligibility: row.eligibility,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
    orders: data.orderRows.map((order) => ({
      id: order.id,
      caseId: order.caseId,
      productCode: order.productCode,
      status: order.status,
      paymentPlan: order.paymentPlan,
      amountCents: order.amountCents,
      paidCents: order.paidCents,
      refundedCents: order.refundedCents,
      paidAt: iso(order.paidAt),
      refundedAt: iso(order.refundedAt),
      createdAt: order.createdAt.toISOString(),
      payments: data.paymentRows
        .filter((payment) => payment.orderId === order.id)
        .map((payment) => ({
          id: payment.id,
          purpose: payment.purpose,
          amountCents: payment.amountCents,
          status: payment.status,
          succeededAt: iso(payment.succeededAt),
          createdAt: payment.createdAt.toISOString(),
        })),
      refunds: data.refundRows
        .filter((refund) => refund.orderId === order.id)
        .map((refund) => ({
          id: refund.id,
          amountCents: refund.amountCents,
          reason: refund.reason,
          createdAt: refund.createdAt.toISOString(),
        })),
    })),
    agreements: data.agreementRows.map((row) => ({
      id: row.id,
      caseId: row.caseId,
      productCode: row.productCode,
      agreementVersion: row.agreementVersion,
      fullName: row.fullName,
      signedAt: row.signedAt.toISOString(),
    })),
    documents: [
      ...data.documentRows.map((row) => ({
        id: row.id,
        caseId: row.caseId,
        kind: row.kind,
        filename: row.filename,
        contentType: row.contentType,
        sizeBytes: row.sizeBytes,
        reviewStatus: row.reviewStatus,
        createdAt: row.createdAt.toISOString(),
      })),
    ],
    fingerprints: data.fingerprintRows.map((row) => ({
      id: row.id,
      caseId: row.caseId,
      type: row.type,
      filename: row.filename,
      capturedAt: row.capturedAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
    })),
    identity: {
      verificationStatus: data.verification?.status ?? null,
      verifiedAt: data.verification?.status === 'VERIFIED' ? iso(data.verification.updatedAt) : null,
      profile: data.profile ?? null,
    },
    affiliate: data.affiliate
      ? {
          code: data.affiliate.code,
          name: data.affiliate.name,
          email: data.affiliate.email,
          status: data.affiliate.status,
          signedUpAt: data.affiliate.signedUpAt.toISOString(),
        }
      : null,
    newsletterSubscriptions: data.subscriptionRows.map((row) => ({
      list: row.list,
      status: row.status,
      confirmedAt: iso(row.confirmedAt),
      createdAt: row.createdAt.toISOString(),
    })),
    conversations: data.conversationRows.map((row) => ({
      id: row.id,
      source: row.source,
      subject: row.subject,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      messages: data.messageRows
        .filter((message) => message.conversationId === row.id)
        .map((message) => ({
          direction: message.direction,
          body: message.body,
          createdAt: message.createdAt.toISOString(),
        })),
    })),
    creditReports: data.reportRows.map((row) => ({
      id: row.id,
      caseId: row.caseId,
      bureau: row.bureau,
      reportDate: row.reportDate,
      createdAt: row.createdAt.toISOString(),
    })),
    creditItems: data.itemRows.map((row) => ({
      id: row.id,
      caseId: row.caseId,
      bureau: row.bureau,
      creditor: row.creditor,
      accountLastDigits: row.accountLastDigits,
      type: row.type,
      reason: row.reason,
      note: row.note,
      result: row.result,
      createdAt: row.createdAt.toISOString(),
    })),
    disputeLetters: data.letterRows.map((row) => ({
      id: row.id,
      caseId: row.caseId,
      bureau: row.bureau,
      kind: row.kind,
      sentOn: row.sentOn,
      responseDueOn: row.responseDueOn,
      createdAt: row.createdAt.toISOString(),
    })),
  }
}
