import { AppError } from '#server/lib/app-error.ts'
import { canActFor } from '#server/lib/actor.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import type { Checklist, ChecklistItem, DocumentRequest } from '#shared/contracts/documents.contract.ts'
import type { ChecklistState } from '#shared/domain/documents.ts'
import { caseFulfilment, type DocumentRequirement } from '#shared/domain/fulfilment/index.ts'
import type { DocumentsContext } from './documents.context.ts'
import {
  listDocumentRequestsByCase,
  listDocumentsByCase,
  type DocumentRequestRow,
  type DocumentRow,
} from './documents.repository.ts'

/**
 * Where a document requirement stands, from the case's documents for it (newest first): accepted
 * once staff accepted one; received while one waits for review; rejected when every one was.
 */
export function requirementState(documents: readonly Pick<DocumentRow, 'reviewStatus' | 'reviewReason'>[]): {
  state: ChecklistState
  reason?: string
} {
  if (documents.some((d) => d.reviewStatus === 'ACCEPTED')) return { state: 'ACCEPTED' }
  if (documents.some((d) => d.reviewStatus === 'RECEIVED')) return { state: 'RECEIVED' }
  const rejected = documents.find((d) => d.reviewStatus === 'REJECTED')
  if (rejected)
    return { state: 'REJECTED', ...(rejected.reviewReason ? { reason: rejected.reviewReason } : {}) }
  return { state: 'MISSING' }
}

/** The documents filed under a checklist item: named for it when uploaded. */
function documentsFor(code: string, documents: readonly DocumentRow[]): DocumentRow[] {
  return documents.filter((d) => (d.requirementCode ?? d.kind) === code)
}

/**
 * Whether every required document of the case is in and not rejected, and no request from staff
 * is still open: the condition of FINGERPRINTS_PENDING (DECISIONS §3).
 */
export function isDocumentsComplete(
  requirements: readonly DocumentRequirement[],
  documents: readonly DocumentRow[],
  requests: readonly Pick<DocumentRequestRow, 'status'>[],
): boolean {
  const documentsMet = requirements
    .filter((r) => r.isRequired && r.metBy === 'DOCUMENT')
    .every((r) => {
      const { state } = requirementState(documentsFor(r.code, documents))
      return state === 'RECEIVED' || state === 'ACCEPTED'
    })
  return documentsMet && !requests.some((r) => r.status === 'OPEN')
}

/** A staff request for a document as the API describes it. */
export function toRequest(row: DocumentRequestRow): DocumentRequest {
  return {
    id: row.id,
    requirementCode: row.requirementCode,
    label: row.label,
    reason: row.reason,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  }
}

export function createChecklist(ctx: DocumentsContext) {
  const { db } = ctx

  /**
   * The case's checklist: what its filing authorities ask for (caseFulfilment), where each item
   * stands from the documents (fingerprints from the fingerprints module), and staff's open requests.
   */
  async function getChecklist(actor: User, caseId: string): Promise<Checklist> {
    const found = await ctx.loadFulfilmentCase(caseId)
    if (!found || !canActFor(actor, found.userId, 'case')) throw new AppError('not_found', 'Case not found')
    const { requirements } = caseFulfilment(found)
    const [documents, requests, hasFingerprint] = await Promise.all([
      listDocumentsByCase(db, caseId),
      listDocumentRequestsByCase(db, caseId),
      requirements.some((r) => r.metBy === 'FINGERPRINTS') ? ctx.hasValidFingerprint(caseId) : false,
    ])
    const items = requirements.map((requirement): ChecklistItem => {
      const base = {
        code: requirement.code,
        label: requirement.label,
        explanation: requirement.explanation,
        metBy: requirement.metBy,
        isRequired: requirement.isRequired,
      }
      if (requirement.metBy === 'FINGERPRINTS') {
        return { ...base, state: hasFingerprint ? 'RECEIVED' : 'MISSING', documentIds: [] }
      }
      const own = documentsFor(requirement.code, documents)
      return { ...base, ...requirementState(own), documentIds: own.map((d) => d.id) }
    })
    return {
      items,
      requests: requests.filter((r) => r.status === 'OPEN').map(toRequest),
      isComplete: isDocumentsComplete(requirements, documents, requests),
    }
  }

  /**
   * Whether the case's required documents are received and valid and no document request is open
   * (for the status flow, which has the case's requirements at hand).
   */
  async function areRequiredDocumentsMet(
    caseId: string,
    requirements: readonly DocumentRequirement[],
  ): Promise<boolean> {
    const [documents, requests] = await Promise.all([
      listDocumentsByCase(db, caseId),
      listDocumentRequestsByCase(db, caseId),
    ])
    return isDocumentsComplete(requirements, documents, requests)
  }

  return { getChecklist, areRequiredDocumentsMet }
}
