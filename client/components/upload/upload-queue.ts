import { FILE_LIMITS, hasAcceptedExtension } from '#shared/domain/uploads.ts'
import { formatSizeLimit } from './file-size.ts'

export type UploadStatus = 'pending' | 'uploading' | 'success' | 'error'

/** One chosen file as the uploader tracks it (spec 000 §3, "Uploaded file item"). */
export type UploadItem = {
  id: string
  file: File
  progress: number
  status: UploadStatus
  error: string | null
  /** The reasons the server gave for refusing the file, listed under 'Document validation failed'. */
  issues: string[]
  /** What the person said the file is (a document's kind), when the uploader asks. */
  choice: string | null
}

export type SkippedFiles = { tooLarge: string[]; overCount: string[]; wrongType: string[] }

/** A file the uploader may hold: the name and size are all the browser checks before sending. */
type Candidate = Pick<File, 'name' | 'size'>

/**
 * Splits newly chosen files into those the queue takes and those it skips: above the size limit,
 * of a type not offered, or beyond the count (files already in the queue count first).
 */
export function takeFiles<F extends Candidate>(
  incoming: readonly F[],
  queued: number,
  maxFiles: number,
  maxBytes: number = FILE_LIMITS.maxBytes,
): { taken: F[]; skipped: SkippedFiles } {
  const skipped: SkippedFiles = { tooLarge: [], overCount: [], wrongType: [] }
  const taken: F[] = []
  for (const file of incoming) {
    if (!hasAcceptedExtension(file.name)) skipped.wrongType.push(file.name)
    else if (file.size > maxBytes) skipped.tooLarge.push(file.name)
    else if (queued + taken.length >= maxFiles) skipped.overCount.push(file.name)
    else taken.push(file)
  }
  return { taken, skipped }
}

/** The short note saying which files were left out and why; null when none were. */
export function skippedNote(skipped: SkippedFiles, maxFiles: number, maxBytes: number): string | null {
  const parts: string[] = []
  if (skipped.tooLarge.length > 0) {
    parts.push(
      `${plural(skipped.tooLarge.length)} over ${formatSizeLimit(maxBytes)} skipped: ${skipped.tooLarge.join(', ')}.`,
    )
  }
  if (skipped.wrongType.length > 0) {
    parts.push(
      `${plural(skipped.wrongType.length)} not PDF, PNG or JPEG skipped: ${skipped.wrongType.join(', ')}.`,
    )
  }
  if (skipped.overCount.length > 0) {
    parts.push(
      `Only ${maxFiles} ${maxFiles === 1 ? 'file' : 'files'} at a time; ${plural(skipped.overCount.length)} skipped: ${skipped.overCount.join(', ')}.`,
    )
  }
  return parts.length > 0 ? parts.join(' ') : null
}

function plural(count: number): string {
  return count === 1 ? '1 file' : `${count} files`
}

/**
 * The upload button's rule (spec 000 §5): something is chosen, every chosen file is still pending
 * and nothing is uploading; when the uploader asks what each file is, every file has an answer.
 */
export function canStartUpload(items: readonly UploadItem[], needsChoice: boolean): boolean {
  return (
    items.length > 0 &&
    items.every((item) => item.status === 'pending') &&
    (!needsChoice || items.every((item) => item.choice !== null))
  )
}
