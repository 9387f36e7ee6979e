import { createHash } from 'node:crypto'
import type { Db } from '#server/db/client.ts'
import { canActFor } from '#server/lib/actor.ts'
import { AppError } from '#server/lib/app-error.ts'
import { todayIn } from '#server/lib/clock.ts'
import type { Logger } from '#server/lib/logger.ts'
import { fileNamePart } from '#server/lib/pdf-reply.ts'
import type { AuditService } from '#server/modules/audit/index.ts'
import { caseNumber } from '#server/modules/cases/index.ts'
import type { SettingsService } from '#server/modules/settings/index.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import { PACKET_NOT_PAID_MESSAGE } from '#shared/contracts/packet.contract.ts'
import { caseFulfilment, type FulfilmentCase } from '#shared/domain/fulfilment/index.ts'
import { PAID_ORDER_STATUSES } from '#shared/domain/orders.ts'
import { buildPacketContent, type PacketDocument } from './packet.content.ts'
import { renderPacketPdf } from './packet.pdf.ts'
import { listOrderAmountsOfCase } from './packet.repository.ts'

/** Statuses of orders that hold the customer's money. */
const PAID: ReadonlySet<string> = new Set(PAID_ORDER_STATUSES)

/** The document kind the agreements module stores the signed agreement under. */
const SIGNED_AGREEMENT_KIND = 'SIGNED_AGREEMENT'

export type PacketServiceDeps = {
  db: Db
  log: Logger
  audit: Pick<AuditService, 'record'>
  settings: Pick<SettingsService, 'getSettings'>
  /** The case as `caseFulfilment` reads it, with its owner; the cases module owns cases. */
  loadFulfilmentCase(caseId: string): Promise<(FulfilmentCase & { id: string; userId: string }) | undefined>
  /** The case's documents, newest first, and a document's bytes (the documents module owns them). */
  listCaseDocuments(caseId: string): Promise<(PacketDocument & { id: string })[]>
  readDocumentBytes(documentId: string): Promise<Uint8Array>
  /** Whether the case holds a fingerprint file that passed its checks and was not rejected. */
  hasValidFingerprint(caseId: string): Promise<boolean>
  isIdentityVerified(userId: string): Promise<boolean>
  findCustomer(userId: string): Promise<{ email: string; firstName: string } | undefined>
}

export type Packet = { filename: string; bytes: Uint8Array }

/**
 * The Download Packet: one PDF made from the case's answers of the moment, for its owner or an
 * admin once the case's order is paid in full (docs/decisions/025-the-packet.md).
 */
export function createPacketService(deps: PacketServiceDeps) {
  const { db, log, audit } = deps

  /**
   * Whether a case's package is paid in full: some order holds its money and none of those still
   * has a pay-later balance (the rule the status flow applies before READY_TO_SEND).
   */
  async function isPaidInFull(caseId: string): Promise<boolean> {
    const paid = (await listOrderAmountsOfCase(db, caseId)).filter((order) => PAID.has(order.status))
    return (
      paid.length > 0 &&
      paid.every((order) => order.status === 'PAID' && order.paidCents >= order.amountCents)
    )
  }

  /**
   * Generates the case's packet now, from today's answers, and records who downloaded it. Anyone
   * but the owner or an admin is told the case does not exist; before full payment it is refused.
   */
  async function generatePacket(actor: User, caseId: string, now = new Date()): Promise<Packet> {
    const found = await deps.loadFulfilmentCase(caseId)
    if (!found || !canActFor(actor, found.userId, 'case')) throw new AppError('not_found', 'Case not found')
    if (!(await isPaidInFull(caseId))) throw new AppError('conflict', PACKET_NOT_PAID_MESSAGE)

    const [settings, documents, hasValidFingerprint, isIdentityVerified, customer] = await Promise.all([
      deps.settings.getSettings(),
      deps.listCaseDocuments(caseId),
      deps.hasValidFingerprint(caseId),
      deps.isIdentityVerified(found.userId),
      deps.findCustomer(found.userId),
    ])
    const number = caseNumber(caseId)
    const content = buildPacketContent({
      caseNumber: number,
      companyName: settings.companyName,
      today: todayIn(settings.payoutTimeZone, now),
      email: customer?.email ?? null,
      fulfilmentCase: found,
      fulfilment: caseFulfilment(found),
      documents,
      hasValidFingerprint,
      isIdentityVerified,
    })
    // The newest signed agreement is the one the case's order was paid under.
    const agreement = documents.find((document) => document.kind === SIGNED_AGREEMENT_KIND)
    const agreementPdf = agreement ? await deps.readDocumentBytes(agreement.id) : null
    const rendered = await renderPacketPdf({ content, agreementPdf, generatedAt: now })
    if (agreementPdf && !rendered.isAgreementAttached) {
      log.error(
        { caseId, documentId: agreement?.id },
        'the signed agreement of a case could not be read as a PDF',
      )
    }

    const sha256 = createHash('sha256').update(rendered.bytes).digest('hex')
    await audit.record({
      caseId,
      actor: actor.id === found.userId ? 'USER' : 'ADMIN',
      actorUserId: actor.id,
      action: 'PACKET_DOWNLOADED',
      detail: { pageCount: rendered.pageCount, sizeBytes: rendered.bytes.byteLength, sha256 },
    })
    return {
      filename: `${fileNamePart(settings.companyName, 'case')}-packet-${number}.pdf`,
      bytes: rendered.bytes,
    }
  }

  return { generatePacket, isPaidInFull }
}

export type PacketService = ReturnType<typeof createPacketService>
