import { useQueryClient } from '@tanstack/react-query'
import { documentsContract, issuesFromFields } from '#shared/contracts/documents.contract.ts'
import type { CustomerDocumentKind } from '#shared/domain/documents.ts'
import type { UploadUpdate } from '#client/components/upload/file-uploader.tsx'
import type { UploadItem } from '#client/components/upload/upload-queue.ts'
import { toast } from '#client/components/ui/use-toast.ts'
import { ApiError, api } from '#client/lib/api-client.ts'
import { putFile, uploadErrorMessage } from '#client/lib/upload.ts'
import { documentsKeys } from './documents.queries.ts'

// The address and the registration are quick; the PUT of the bytes is most of the wait, so it
// carries the progress between these two marks.
const ADDRESS_DONE = 5
const BYTES_DONE = 95

/**
 * Uploads one file as the specification's calls have it: POST /api/objects/upload for a one-time
 * address, PUT the file there with its content type (progress), then register it with its kind.
 * A refused file keeps the server's issues for 'Document validation failed'.
 */
async function uploadDocument(caseId: string, item: UploadItem, update: UploadUpdate): Promise<boolean> {
  update(item.id, { status: 'uploading', progress: 0 })
  try {
    const address = await api(documentsContract.createUpload, { body: { caseId } })
    update(item.id, { progress: ADDRESS_DONE })
    await putFile(address.uploadURL, item.file, {
      headers: address.uploadHeaders,
      onProgress: (percent) =>
        update(item.id, { progress: ADDRESS_DONE + ((BYTES_DONE - ADDRESS_DONE) * percent) / 100 }),
    })
    await api(documentsContract.register, {
      params: { id: caseId },
      body: {
        objectId: address.objectId,
        kind: (item.choice ?? 'OTHER') as CustomerDocumentKind,
        filename: item.file.name,
      },
    })
    update(item.id, { status: 'success', progress: 100 })
    return true
  } catch (error) {
    const issues = error instanceof ApiError ? issuesFromFields(error.fields) : []
    update(item.id, { status: 'error', error: uploadErrorMessage(error), issues })
    return false
  }
}

/**
 * The case page's document upload: one file at a time, so one failure does not stop the others;
 * then the lists and the case (whose status may have moved) are read again.
 */
export function useUploadDocuments(caseId: string, onCaseChanged: () => void) {
  const queryClient = useQueryClient()
  return async (items: UploadItem[], update: UploadUpdate) => {
    let uploaded = 0
    for (const item of items) if (await uploadDocument(caseId, item, update)) uploaded += 1
    if (uploaded > 0) {
      toast({
        variant: 'success',
        title: 'Upload Successful',
        description: `${uploaded} file(s) uploaded successfully.`,
      })
    }
    void queryClient.invalidateQueries({ queryKey: documentsKeys.byCase(caseId) })
    void queryClient.invalidateQueries({ queryKey: documentsKeys.checklist(caseId) })
    onCaseChanged()
  }
}
