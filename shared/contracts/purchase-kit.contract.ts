import { buildPath } from './contract.ts'

/**
 * The first-purchase kit answers with a PDF (Content-Disposition: attachment), like the packet: a
 * link for the browser to follow, not a contract entry (docs/decisions/051-first-purchase-kit.md).
 */
export const PURCHASE_KIT_PATH = '/api/case/:id/purchase-kit'

export function purchaseKitPath(caseId: string): string {
  return buildPath(PURCHASE_KIT_PATH, { id: caseId })
}

/** Said (409) while no grant is recorded on the case. */
export const PURCHASE_KIT_NOT_GRANTED_MESSAGE =
  'The first-purchase kit is ready once your application is granted.'
