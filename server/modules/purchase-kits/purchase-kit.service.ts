import { createHash } from 'node:crypto'
import { canActFor } from '#server/lib/actor.ts'
import { AppError } from '#server/lib/app-error.ts'
import { todayIn } from '#server/lib/clock.ts'
import { fileNamePart } from '#server/lib/pdf-reply.ts'
import type { AuditService } from '#server/modules/audit/index.ts'
import type { LoadedFulfilmentCase } from '#server/modules/cases/index.ts'
import type { SettingsService } from '#server/modules/settings/index.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import { PURCHASE_KIT_NOT_GRANTED_MESSAGE } from '#shared/contracts/purchase-kit.contract.ts'
import type { CaseDecisionOutcome } from '#shared/domain/case-status.ts'
import { caseFulfilment } from '#shared/domain/fulfilment/index.ts'
import { buildPurchaseKitContent } from './purchase-kit.content.ts'
import { renderPurchaseKitPdf } from './purchase-kit.pdf.ts'

export type PurchaseKitServiceDeps = {
  audit: Pick<AuditService, 'record'>
  settings: Pick<SettingsService, 'getSettings'>
  /** The cases module owns cases and their decisions. */
  loadFulfilmentCase(caseId: string): Promise<LoadedFulfilmentCase | undefined>
  findDecision(caseId: string): Promise<{ outcome: CaseDecisionOutcome; decidedOn: string } | undefined>
  caseNumber(caseId: string): string
}

/**
 * The first-purchase kit (docs/decisions/051-first-purchase-kit.md): made on each download from the
 * recorded grant and the case, so it is there the moment staff record Granted and always matches
 * the decision on record.
 */
export function createPurchaseKitService(deps: PurchaseKitServiceDeps) {
  async function generatePurchaseKit(actor: User, caseId: string, now = new Date()) {
    const found = await deps.loadFulfilmentCase(caseId)
    if (!found || !canActFor(actor, found.userId, 'case')) throw new AppError('not_found', 'Case not found')
    const decision = await deps.findDecision(caseId)
    if (decision?.outcome !== 'GRANTED') throw new AppError('conflict', PURCHASE_KIT_NOT_GRANTED_MESSAGE)

    const settings = await deps.settings.getSettings()
    const number = deps.caseNumber(caseId)
    const { personalInfo } = found.answers
    const content = buildPurchaseKitContent({
      caseNumber: number,
      companyName: settings.companyName,
      fullName: `${personalInfo.firstName} ${personalInfo.lastName}`,
      decidedOn: decision.decidedOn,
      authorities: caseFulfilment(found).authorities,
      today: todayIn(settings.payoutTimeZone, now),
    })
    const bytes = await renderPurchaseKitPdf(content, now)
    await deps.audit.record({
      caseId,
      actor: actor.id === found.userId ? 'USER' : 'ADMIN',
      actorUserId: actor.id,
      action: 'PURCHASE_KIT_DOWNLOADED',
      detail: { sizeBytes: bytes.byteLength, sha256: createHash('sha256').update(bytes).digest('hex') },
    })
    return {
      filename: `${fileNamePart(settings.companyName, 'case')}-first-purchase-kit-${number}.pdf`,
      bytes,
    }
  }

  return { generatePurchaseKit }
}

export type PurchaseKitService = ReturnType<typeof createPurchaseKitService>
