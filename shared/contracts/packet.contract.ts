import { buildPath } from './contract.ts'

/**
 * The packet answers with a PDF (Content-Disposition: attachment), not JSON, so, like the document
 * download, it is a link for the browser to follow rather than a contract entry for the API client
 * (docs/decisions/025-the-packet.md).
 */
export const PACKET_PATH = '/api/case/:id/packet'

export function packetPath(caseId: string): string {
  return buildPath(PACKET_PATH, { id: caseId })
}

/** Said (409) while the case's order still has a balance, or nothing is paid yet. */
export const PACKET_NOT_PAID_MESSAGE = 'The packet is ready once your package is paid in full.'
