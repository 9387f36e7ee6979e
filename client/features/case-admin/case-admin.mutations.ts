import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import {
  adminCasesContract,
  type AdminCaseDetail,
  type MoveCaseStatusInput,
  type RecordDecisionInput,
  type StaffReviewInput,
} from '#shared/contracts/admin-cases.contract.ts'
import {
  documentsAdminContract,
  documentsContract,
  type CreateDocumentRequestInput,
  type ReviewDocumentInput,
} from '#shared/contracts/documents.contract.ts'
import { checkoutContract, type RefundInput } from '#shared/contracts/checkout.contract.ts'
import { fingerprintsContract, type ReviewFingerprintInput } from '#shared/contracts/fingerprints.contract.ts'
import { inboundMailAdminContract } from '#shared/contracts/inbound-mail.contract.ts'
import { api } from '#client/lib/api-client.ts'
import { putFile } from '#client/lib/upload.ts'
import { caseAdminKeys } from './case-admin.queries.ts'

// Each staff action on a case answers with the case as it now is: the view shows it at once, and
// the activity (a new entry) and the lists (status, verdict, balance) are read again.
function useCaseAction<V>(caseId: string, action: (variables: V) => Promise<AdminCaseDetail>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: action,
    onSuccess: (detail) => {
      queryClient.setQueryData(caseAdminKeys.detail(caseId), detail)
      void queryClient.invalidateQueries({ queryKey: caseAdminKeys.activity(caseId) })
      void queryClient.invalidateQueries({ queryKey: caseAdminKeys.lists() })
    },
  })
}

/** Moves the case to any status, with the reason the customer and the activity log are given. */
export function useMoveCaseStatus(caseId: string) {
  return useCaseAction(caseId, (body: MoveCaseStatusInput) =>
    api(adminCasesContract.moveStatus, { params: { id: caseId }, body }),
  )
}

/** Records a staff eligibility review (a not-eligible finding before preparation refunds in full). */
export function useRecordStaffReview(caseId: string) {
  return useCaseAction(caseId, (body: StaffReviewInput) =>
    api(adminCasesContract.staffReview, { params: { id: caseId }, body }),
  )
}

/** What staff record with the decision: the letter is a file to upload first. */
export type DecisionInput = Omit<RecordDecisionInput, 'letterObjectId'> & { letter: File | null }

/**
 * Records the authority's decision. A decision letter is uploaded first (a one-time upload
 * address, then the file's bytes), and the decision names it; the case's documents then hold it.
 */
export function useRecordDecision(caseId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ letter, ...decision }: DecisionInput) => {
      let letterObjectId: string | undefined
      if (letter) {
        const slot = await api(documentsContract.createUpload, { body: { caseId } })
        await putFile(slot.uploadURL, letter, { headers: slot.uploadHeaders })
        letterObjectId = slot.objectId
      }
      return api(adminCasesContract.recordDecision, {
        params: { id: caseId },
        body: { ...decision, ...(letterObjectId ? { letterObjectId } : {}) },
      })
    },
    onSuccess: (detail) => {
      queryClient.setQueryData(caseAdminKeys.detail(caseId), detail)
      refresh(queryClient, [
        caseAdminKeys.activity(caseId),
        caseAdminKeys.documents(caseId),
        caseAdminKeys.lists(),
      ])
    },
  })
}

function refresh(queryClient: QueryClient, keys: readonly (readonly unknown[])[]) {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey })
}

/** Asks the customer for a document with the reason (e-mailed, and listed on their case page). */
export function useRequestDocument(caseId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateDocumentRequestInput) =>
      api(documentsAdminContract.requestDocument, { params: { id: caseId }, body }),
    onSuccess: () => refresh(queryClient, [caseAdminKeys.checklist(caseId), caseAdminKeys.activity(caseId)]),
  })
}

/** Refunds an order of the case through the provider (audited; the customer is e-mailed). */
export function useRefundOrder(caseId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: RefundInput }) =>
      api(checkoutContract.adminRefund, { params: { id: orderId }, body }),
    // A full refund moves the case back a step, in a job: the lists and the detail are read again.
    onSuccess: () => refresh(queryClient, [caseAdminKeys.case(caseId), caseAdminKeys.lists()]),
  })
}

// A review may move the case (a rejected document takes it back a step), so its detail is read again.
function reviewedKeys(caseId: string, list: readonly unknown[]) {
  return [
    list,
    caseAdminKeys.checklist(caseId),
    caseAdminKeys.activity(caseId),
    caseAdminKeys.detail(caseId),
    caseAdminKeys.lists(),
  ]
}

/** Accepts or rejects a document of the case, with the reason (a rejection is e-mailed). */
export function useReviewDocument(caseId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ documentId, review }: { documentId: string; review: ReviewDocumentInput }) =>
      api(documentsAdminContract.reviewDocument, { params: { id: documentId }, body: review }),
    onSuccess: () => refresh(queryClient, reviewedKeys(caseId, caseAdminKeys.documents(caseId))),
  })
}

/** Accepts or rejects a fingerprint file of the case, with the reason (a rejection is e-mailed). */
export function useReviewFingerprint(caseId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ fingerprintId, review }: { fingerprintId: string; review: ReviewFingerprintInput }) =>
      api(fingerprintsContract.review, { params: { id: fingerprintId }, body: review }),
    onSuccess: () => refresh(queryClient, reviewedKeys(caseId, caseAdminKeys.fingerprints(caseId))),
  })
}

/**
 * Releases held fingerprint mail into the case (its files then go through the checks, as the
 * admin's) or rejects it; releasing may move the case, so its detail is read again.
 */
export function useDecideFingerprintMail(caseId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ messageId, decision }: { messageId: string; decision: 'release' | 'reject' }) =>
      decision === 'release'
        ? api(inboundMailAdminContract.release, { params: { id: messageId } })
        : api(inboundMailAdminContract.reject, { params: { id: messageId } }),
    onSuccess: () =>
      refresh(queryClient, [
        ...reviewedKeys(caseId, caseAdminKeys.fingerprintMail(caseId)),
        caseAdminKeys.fingerprints(caseId),
      ]),
  })
}
