import type { Db } from '#server/db/client.ts'
import type { AuthClient } from '#server/modules/auth/index.ts'
import type { RateLimitsService } from '#server/modules/rate-limits/index.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import {
  ACCOUNT_EXPORT_LIMIT_PER_HOUR,
  type AccountExport,
  type AccountSession,
  type NotificationPreferences,
} from '#shared/contracts/accounts.contract.ts'
import type { AccountUserRow } from './accounts.repository.ts'
import { renderAccountExportPdf } from './accounts.pdf.ts'
import { loadPersonData, type PersonData } from './person-data.repository.ts'

export type AccountExportDeps = {
  db: Db
  rateLimits: Pick<RateLimitsService, 'consume'>
  companyName: () => Promise<string>
  /** The caller's own account row; "not signed in" once it is deleted. */
  loadUser(user: User): Promise<AccountUserRow>
  getPreferences(userId: string): Promise<NotificationPreferences>
  listSessions(client: AuthClient, user: User): Promise<AccountSession[]>
}

/** A person's copy of everything we hold on them, as data and as a PDF. */
export function createAccountExport(deps: AccountExportDeps) {
  const { db, rateLimits, companyName } = deps

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
    const row = await deps.loadUser(user)
    const data = await loadPersonData(db, user.id, row.email)
    return toExport(row, await deps.getPreferences(user.id), await deps.listSessions(client, user), data)
  }

  async function exportPdf(client: AuthClient, user: User): Promise<{ filename: string; bytes: Uint8Array }> {
    const data = await exportData(client, user, true)
    const bytes = await renderAccountExportPdf(data, await companyName())
    return { filename: `my-data-${data.exportedAt.slice(0, 10)}.pdf`, bytes }
  }

  return { exportData, exportPdf }
}

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null)

function toExport(
  user: AccountUserRow,
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
