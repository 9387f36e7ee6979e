import { FILE_LIMITS } from '#shared/domain/uploads.ts'
import { formatSizeLimit } from '#client/components/upload/file-size.ts'

/** What a usable fingerprint file is, shown beside every fingerprint uploader. */
export function FingerprintRequirements({ maxFiles }: { maxFiles: number }) {
  return (
    <ul className="grid list-disc gap-1 pl-5 text-sm text-navy-800">
      <li>
        Your completed FD-258 fingerprint card, or the receipt of a live scan (it shows a TCN and an ORI).
      </li>
      <li>
        A scan as PDF, or a photo: the card flat, in daylight, all ten prints sharp and inside the frame.
      </li>
      <li>
        PDF, PNG or JPEG, up to {formatSizeLimit(FILE_LIMITS.maxBytes)} each, {maxFiles} files at a time.
      </li>
    </ul>
  )
}
