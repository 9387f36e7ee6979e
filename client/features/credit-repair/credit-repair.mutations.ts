import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  creditRepairAdminContract,
  creditRepairContract,
  type AddCreditItemsInput,
  type MarkLetterSentInput,
} from '#shared/contracts/credit-repair.contract.ts'
import { documentsContract } from '#shared/contracts/documents.contract.ts'
import type { Bureau, CreditItemInput, ItemResult } from '#shared/domain/credit-repair.ts'
import { api } from '#client/lib/api-client.ts'
import { putFile } from '#client/lib/upload.ts'
import { creditRepairKeys } from './credit-repair.queries.ts'

/** A customer action on their credit repair: the overview is read again when it is done. */
function useCreditRepairAction<V, R>(action: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: action,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditRepairKeys.overview() }),
  })
}

export type UploadReportInput = {
  caseId: string
  bureau: Bureau
  file: File
  reportDate?: string | undefined
}

/**
 * Uploads a bureau's report through the upload pipeline of the case documents (a one-time upload
 * address, then the bytes), then keeps it as that bureau's report; answers with the candidate items.
 */
export function useUploadCreditReport() {
  return useCreditRepairAction(async ({ caseId, bureau, file, reportDate }: UploadReportInput) => {
    const address = await api(documentsContract.createUpload, { body: { caseId } })
    await putFile(address.uploadURL, file, { headers: address.uploadHeaders })
    return api(creditRepairContract.registerReport, {
      body: { objectId: address.objectId, bureau, filename: file.name, reportDate },
    })
  })
}

export function useAddCreditItems() {
  return useCreditRepairAction((body: AddCreditItemsInput) => api(creditRepairContract.addItems, { body }))
}

export function useUpdateCreditItem() {
  return useCreditRepairAction(({ itemId, body }: { itemId: string; body: CreditItemInput }) =>
    api(creditRepairContract.updateItem, { params: { itemId }, body }),
  )
}

export function useDeleteCreditItem() {
  return useCreditRepairAction((itemId: string) =>
    api(creditRepairContract.deleteItem, { params: { itemId } }),
  )
}

export function useGenerateLetters() {
  return useCreditRepairAction(() => api(creditRepairContract.generateLetters))
}

export function useMarkLetterSent() {
  return useCreditRepairAction(({ letterId, body }: { letterId: string; body: MarkLetterSentInput }) =>
    api(creditRepairContract.markLetterSent, { params: { letterId }, body }),
  )
}

export function useRecordItemResult() {
  return useCreditRepairAction(({ itemId, result }: { itemId: string; result: ItemResult }) =>
    api(creditRepairContract.recordResult, { params: { itemId }, body: { result } }),
  )
}

export function useGenerateFollowUp() {
  return useCreditRepairAction((letterId: string) =>
    api(creditRepairContract.generateFollowUp, { params: { letterId } }),
  )
}

/** Staff record a bureau's answer for a customer's item; that case's view is read again. */
export function useStaffRecordItemResult(caseId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ itemId, result }: { itemId: string; result: ItemResult }) =>
      api(creditRepairAdminContract.recordResult, { params: { itemId }, body: { result } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditRepairKeys.staff(caseId) }),
  })
}
