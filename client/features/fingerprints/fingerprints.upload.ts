import { useQueryClient } from '@tanstack/react-query'
import {
  UPLOAD_FIELDS,
  fingerprintsContract,
  type UploadResult,
} from '#shared/contracts/fingerprints.contract.ts'
import { buildPath } from '#shared/contracts/contract.ts'
import type { UploadUpdate } from '#client/components/upload/file-uploader.tsx'
import type { UploadItem } from '#client/components/upload/upload-queue.ts'
import { toast } from '#client/components/ui/use-toast.ts'
import { ApiError } from '#client/lib/api-client.ts'
import { postMultipart } from '#client/lib/upload.ts'
import { UPLOAD_FAILED } from '#shared/domain/uploads.ts'
import { fingerprintsKeys } from './fingerprints.queries.ts'

/**
 * Sends the chosen files to POST /api/fp/upload in one multipart request (files[] and caseId),
 * with the upload token when the page has one, and reports each file's outcome from the results.
 * Toasts as spec 000 §8 has them. Returns the results (empty when the request failed).
 */
export async function uploadFingerprints(
  { caseId, token }: { caseId: string; token: string | null },
  items: UploadItem[],
  update: UploadUpdate,
): Promise<UploadResult[]> {
  const form = new FormData()
  form.append(UPLOAD_FIELDS.caseId, caseId)
  for (const item of items) form.append(UPLOAD_FIELDS.files, item.file, item.file.name)
  for (const item of items) update(item.id, { status: 'uploading', progress: 0 })
  const url =
    buildPath(fingerprintsContract.upload.path) + (token ? `?token=${encodeURIComponent(token)}` : '')
  try {
    const answer = await postMultipart(url, form, {
      onProgress: (percent) => {
        for (const item of items) update(item.id, { progress: percent })
      },
    })
    const { results } = fingerprintsContract.upload.response.parse(answer)
    items.forEach((item, index) => {
      const result =
        results[index]?.filename === item.file.name
          ? results[index]
          : results.find((r) => r.filename === item.file.name)
      if (!result) update(item.id, { status: 'error', error: UPLOAD_FAILED })
      else if (result.valid) update(item.id, { status: 'success', progress: 100 })
      else update(item.id, { status: 'error', error: UPLOAD_FAILED, issues: result.issues })
    })
    toast(uploadToast(results))
    return results
  } catch (error) {
    const message = error instanceof ApiError && error.serverMessage ? error.serverMessage : UPLOAD_FAILED
    for (const item of items) update(item.id, { status: 'error', error: message })
    toast({
      variant: 'destructive',
      title: 'Upload Failed',
      description: 'Failed to upload files. Please try again.',
    })
    return []
  }
}

/**
 * The spec's 'Upload Complete' toast when every file was taken; otherwise it never calls a refused
 * file a success: how many were taken, and that the others' reasons are listed with them.
 */
export function uploadToast(results: UploadResult[]): Parameters<typeof toast>[0] {
  const taken = results.filter((result) => result.valid).length
  if (taken === results.length)
    return {
      variant: 'success',
      title: 'Upload Complete',
      description: `${taken} file(s) processed successfully.`,
    }
  const refused = results.length - taken
  return {
    variant: 'destructive',
    title: taken === 0 ? 'Upload Failed' : 'Upload Complete',
    description: `${taken} of ${results.length} file(s) accepted. ${refused === 1 ? 'One file was' : `${refused} files were`} not usable: the reason is shown with each.`,
  }
}

/** Reads the case's fingerprints (and the case, whose status may have moved) again after an upload. */
export function useRefreshAfterFingerprints(caseId: string, onCaseChanged?: () => void) {
  const queryClient = useQueryClient()
  return () => {
    void queryClient.invalidateQueries({ queryKey: fingerprintsKeys.byCase(caseId) })
    onCaseChanged?.()
  }
}
