import {
  REQUIREMENT_CODES,
  REQUIREMENT_MET_BY,
  isRequirementCode,
  requirementLabel,
} from './fulfilment/requirements.ts'
import type { RequirementCode } from './fulfilment/types.ts'
import { ACTORS } from './roles.ts'

/**
 * The documents of a case: what kinds there are, who added them, where staff stand on them, and
 * the document requests staff send (docs/decisions/023-uploads-and-files-at-rest.md). The lists feed
 * the database columns, the contract and the labels both ends show.
 */

/** Documents the product makes or staff add: the signed agreement, the authority's decision letter. */
export const SYSTEM_DOCUMENT_KINDS = [
  'SIGNED_AGREEMENT',
  'DECISION_LETTER',
  // The credit repair's reports (uploaded through its own route) and letters (docs/decisions/044-credit-repair.md).
  'CREDIT_REPORT',
  'DISPUTE_LETTER',
  'FOLLOW_UP_LETTER',
] as const
export type SystemDocumentKind = (typeof SYSTEM_DOCUMENT_KINDS)[number]

/** The checklist items a customer answers with an uploaded document (fingerprints have their own uploader). */
export const DOCUMENT_REQUIREMENT_CODES = REQUIREMENT_CODES.filter(
  (code) => REQUIREMENT_MET_BY[code] === 'DOCUMENT',
) as readonly RequirementCode[]

/** What a customer may name an upload as: a checklist item, or 'OTHER' for anything else. */
export const CUSTOMER_DOCUMENT_KINDS = [...DOCUMENT_REQUIREMENT_CODES, 'OTHER'] as const
export type CustomerDocumentKind = RequirementCode | 'OTHER'

export type DocumentKind = SystemDocumentKind | CustomerDocumentKind

export const SYSTEM_DOCUMENT_KIND_LABELS: Record<SystemDocumentKind, string> = {
  SIGNED_AGREEMENT: 'Signed service agreement',
  DECISION_LETTER: 'Decision letter',
  CREDIT_REPORT: 'Credit report',
  DISPUTE_LETTER: 'Credit dispute letter',
  FOLLOW_UP_LETTER: 'Credit dispute follow-up letter',
}

/** Words for a document's kind, never its code; an unknown kind reads 'Document'. */
export function documentKindLabel(kind: string): string {
  if (kind === 'OTHER' || isRequirementCode(kind)) return requirementLabel(kind)
  return (SYSTEM_DOCUMENT_KIND_LABELS as Record<string, string | undefined>)[kind] ?? 'Document'
}

export function isCustomerDocumentKind(kind: string): kind is CustomerDocumentKind {
  return (CUSTOMER_DOCUMENT_KINDS as readonly string[]).includes(kind)
}

/** Who added a document: the customer, the product itself, or staff. */
export const DOCUMENT_UPLOADERS = ACTORS
export type DocumentUploader = (typeof DOCUMENT_UPLOADERS)[number]

/** Where staff stand on a document: not looked at yet, accepted, or rejected with a reason. */
export const DOCUMENT_REVIEW_STATUSES = ['RECEIVED', 'ACCEPTED', 'REJECTED'] as const
export type DocumentReviewStatus = (typeof DOCUMENT_REVIEW_STATUSES)[number]

export const DOCUMENT_REVIEW_LABELS: Record<DocumentReviewStatus, string> = {
  RECEIVED: 'Received',
  ACCEPTED: 'Accepted',
  REJECTED: 'Rejected',
}

/** The decisions staff record on a document. */
export const DOCUMENT_REVIEW_DECISIONS = ['ACCEPTED', 'REJECTED'] as const
export type DocumentReviewDecision = (typeof DOCUMENT_REVIEW_DECISIONS)[number]

/** A one-time upload address: handed out, used, turned into a document, or expired unused. */
export const UPLOAD_SLOT_STATUSES = ['ISSUED', 'UPLOADED', 'REGISTERED', 'EXPIRED'] as const
export type UploadSlotStatus = (typeof UPLOAD_SLOT_STATUSES)[number]

/** A document staff asked for: open until a matching upload arrives (or staff cancel it). */
export const DOCUMENT_REQUEST_STATUSES = ['OPEN', 'FULFILLED', 'CANCELED'] as const
export type DocumentRequestStatus = (typeof DOCUMENT_REQUEST_STATUSES)[number]

export const DOCUMENT_REQUEST_STATUS_LABELS: Record<DocumentRequestStatus, string> = {
  OPEN: 'Requested',
  FULFILLED: 'Received',
  CANCELED: 'Withdrawn',
}

/** Where a checklist item stands, from the case's documents. */
export const CHECKLIST_STATES = ['MISSING', 'RECEIVED', 'ACCEPTED', 'REJECTED'] as const
export type ChecklistState = (typeof CHECKLIST_STATES)[number]

export const CHECKLIST_STATE_LABELS: Record<ChecklistState, string> = {
  MISSING: 'Missing',
  RECEIVED: 'Received',
  ACCEPTED: 'Accepted',
  REJECTED: 'Rejected',
}

/** How long a one-time upload address works. */
export const UPLOAD_SLOT_TTL_SECONDS = 15 * 60
/** How many documents a customer may add to one case in an hour (the uploaders take 5 or 10 at once). */
export const CASE_UPLOADS_PER_HOUR = 30
