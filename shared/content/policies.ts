import { PAYOUT_ARRIVAL_TIME } from '../domain/affiliates.ts'
import { FINGERPRINT_LINK_DAYS } from '../domain/fingerprints.ts'
import { MANUAL_ID_PROCESSING_TIME } from '../domain/identity-check.ts'

/**
 * The service's promised timings and policy periods (specification §9 and the service agreement).
 * They are not prices, so they are constants, but they live here once and every text reads them.
 */
export const TIMINGS = {
  /** Drafting, once every material is in (agreement §3). */
  documentPreparation: '3-5 business days',
  documentReviewTurnaround: '24-48 hours',
  contactReply: '24 hours',
  manualIdProcessing: MANUAL_ID_PROCESSING_TIME,
  onlineIdCheck: 'under 2 minutes',
  typicalFederal: '6-12 months',
  typicalState: '3-8 months',
  privacyResponseDays: 30,
  recordRetentionYears: 7,
  /** How long a fingerprint upload link stays valid (DECISIONS §2). */
  uploadLinkDays: FINGERPRINT_LINK_DAYS,
  affiliatePayoutArrival: PAYOUT_ARRIVAL_TIME,
} as const

/** The typical case timeline of the Check Case Status page, in order. */
export const TYPICAL_TIMELINE = [
  {
    id: 'consultation',
    step: 'Consultation',
    duration: '1-3 days',
    description:
      'You complete the free eligibility check and create your case. We read your answers, confirm which route applies and list the documents your case needs.',
  },
  {
    id: 'preparation',
    step: 'Preparation',
    duration: '5-10 days',
    description: `You upload your court records, fingerprints and ID, and we prepare your documents. Drafting itself takes ${TIMINGS.documentPreparation} once we have everything; the rest is the time it usually takes to gather records.`,
  },
  {
    id: 'review',
    step: 'Review and client approval',
    duration: '2-5 days',
    description:
      'You read the prepared documents, ask for any corrections and approve them. Nothing is submitted without your approval.',
  },
  {
    id: 'submission',
    step: 'Government submission',
    duration: '1-2 days',
    description:
      'You submit your case and send the packet to the office named in its checklist, with the attachments it lists.',
  },
  {
    id: 'processing',
    step: 'Government processing',
    duration: '3-12 months',
    description:
      'The court, board, agency or official reviews the application and decides. This is the longest step and it is outside our control; some offices also ask for more information or hold a hearing.',
  },
] as const

/** What the upload pages accept (specification §9 of the customer journey). */
export const UPLOAD_RULES = { fileTypes: 'PDF, PNG or JPG', maxSize: '10 MB' } as const
