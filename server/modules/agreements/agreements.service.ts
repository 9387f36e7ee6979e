import { createHash, randomUUID } from 'node:crypto'
import type { Db } from '#server/db/client.ts'
import { canActFor } from '#server/lib/actor.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { AuditService } from '#server/modules/audit/index.ts'
import { caseNumber } from '#server/modules/cases/index.ts'
import type { DocumentsService } from '#server/modules/documents/index.ts'
import type { SettingsService } from '#server/modules/settings/index.ts'
import type {
  Agreement,
  AgreementProduct,
  SignAgreementInput,
  Signature,
} from '#shared/contracts/agreements.contract.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import { AGREEMENT_VERSION, agreementText, REFUND_WINDOW_HOURS } from '#shared/domain/agreement.ts'
import { renderSignedAgreementPdf } from './agreements.pdf.ts'
import {
  findCaseOwnerId,
  findSameSignature,
  findSignatureByIdAndUser,
  insertSignature,
  type SignatureRow,
} from './agreements.repository.ts'

type AgreementsServiceDeps = {
  db: Db
  settings: Pick<SettingsService, 'getSettings' | 'getProduct'>
  documents: Pick<DocumentsService, 'storeDocument'>
  audit: Pick<AuditService, 'record'>
}

/** Where a signature came from, as the server saw the request. */
export type SigningClient = { ipAddress: string; userAgent: string }

/** A stored signature: who signed which text, when and from where. */
export type SignatureRecord = SignatureRow

const USER_AGENT_MAX = 512

export function createAgreementsService({ db, settings, documents, audit }: AgreementsServiceDeps) {
  /** The agreement for a package, built from the catalog price and the settings; never from the browser. */
  async function getAgreement(productCode: AgreementProduct, idBypass: boolean): Promise<Agreement> {
    return (await buildAgreement(productCode, idBypass)).agreement
  }

  async function buildAgreement(productCode: AgreementProduct, idBypass: boolean) {
    const product = await settings.getProduct(productCode)
    if (!product || product.kind !== 'RESTORATION') {
      throw new AppError('not_found', 'The selected product is not available.')
    }
    const s = await settings.getSettings()
    const text = agreementText({
      companyName: s.companyName,
      companyAddress: s.companyAddress,
      supportEmail: s.supportEmail,
      packageName: product.name,
      priceCents: product.priceCents,
      idFeeCents: idBypass ? s.idVerificationFeeCents : 0,
      creditRepairValueCents: s.vipCreditRepairValueCents,
      refundWindowHours: REFUND_WINDOW_HOURS,
    })
    return { agreement: { version: AGREEMENT_VERSION, text, productCode }, companyName: s.companyName }
  }

  /**
   * Signs the agreement as the signed-in customer. The text is rebuilt here and its SHA-256 stored
   * with the typed name, client address, user agent and time. With a case, the signed PDF is stored
   * among the case's documents and the activity log records it, all in one transaction. Signing
   * the same text again for the same product and case returns the first signature (and its PDF)
   * instead of storing a copy (docs/decisions/014-orders-own-their-life.md).
   */
  async function signAgreement(
    actor: User,
    input: SignAgreementInput,
    client: SigningClient,
  ): Promise<Signature> {
    const caseId = input.caseId ?? null
    // Only the case's own customer signs for it; an admin cannot sign on someone's behalf.
    if (caseId && (await findCaseOwnerId(db, caseId)) !== actor.id) {
      throw new AppError('not_found', 'Case not found')
    }
    const { agreement, companyName } = await buildAgreement(input.product, input.idBypass)
    const textSha256 = createHash('sha256').update(agreement.text, 'utf8').digest('hex')
    const earlier = await findSameSignature(db, {
      userId: actor.id,
      caseId,
      productCode: input.product,
      textSha256,
    })
    if (earlier) return toSignature(earlier)
    const values = {
      id: randomUUID(),
      userId: actor.id,
      caseId,
      productCode: input.product,
      fullName: input.fullName,
      ipAddress: client.ipAddress,
      userAgent: client.userAgent.slice(0, USER_AGENT_MAX),
      agreementVersion: agreement.version,
      textSha256,
      signedAt: new Date(),
    }

    if (!caseId) {
      const row = await insertSignature(db, { ...values, documentId: null })
      return toSignature(row)
    }

    const pdf = await renderSignedAgreementPdf({
      text: agreement.text,
      companyName,
      version: agreement.version,
      productCode: values.productCode,
      caseNumber: caseNumber(caseId),
      signatureId: values.id,
      fullName: values.fullName,
      signedAt: values.signedAt,
      ipAddress: values.ipAddress,
      userAgent: values.userAgent,
      textSha256: values.textSha256,
    })
    let signed: SignatureRow | undefined
    await documents.storeDocument(
      {
        caseId,
        userId: actor.id,
        kind: 'SIGNED_AGREEMENT',
        filename: `service-agreement-${agreement.version}.pdf`,
        contentType: 'application/pdf',
        bytes: pdf,
      },
      async (tx, document) => {
        signed = await insertSignature(tx, { ...values, documentId: document.id })
        await audit.record(
          {
            caseId,
            actor: 'USER',
            actorUserId: actor.id,
            action: 'AGREEMENT_SIGNED',
            detail: {
              signatureId: values.id,
              productCode: values.productCode,
              agreementVersion: values.agreementVersion,
              documentId: document.id,
            },
          },
          tx,
        )
      },
    )
    if (!signed) throw new Error('signature was not recorded')
    return toSignature(signed)
  }

  /** A customer's own signature by id, or null: what checkout checks before taking payment. */
  async function findSignatureForUser(userId: string, signatureId: string): Promise<SignatureRecord | null> {
    return (await findSignatureByIdAndUser(db, signatureId, userId)) ?? null
  }

  /**
   * The customer's signature of the agreement as it reads today for this product and case, if
   * any: checkout skips the signing step for a returning customer who already signed this text.
   */
  async function findCurrentSignature(
    actor: User,
    query: { product: AgreementProduct; idBypass: boolean; caseId: string | null },
  ): Promise<Signature | null> {
    if (query.caseId) {
      const ownerId = await findCaseOwnerId(db, query.caseId)
      if (!ownerId || !canActFor(actor, ownerId)) throw new AppError('not_found', 'Case not found')
    }
    const { agreement } = await buildAgreement(query.product, query.idBypass)
    const row = await findSameSignature(db, {
      userId: actor.id,
      caseId: query.caseId,
      productCode: query.product,
      textSha256: createHash('sha256').update(agreement.text, 'utf8').digest('hex'),
    })
    return row ? toSignature(row) : null
  }

  return { getAgreement, signAgreement, findSignatureForUser, findCurrentSignature }
}

export type AgreementsService = ReturnType<typeof createAgreementsService>

function toSignature(row: SignatureRow): Signature {
  return {
    signatureId: row.id,
    signedAt: row.signedAt.toISOString(),
    textSha256: row.textSha256,
    documentId: row.documentId,
    fullName: row.fullName,
  }
}
