import { Eye } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '#client/components/ui/button.tsx'
import type { ViewedFile } from './file-viewer-dialog.tsx'
import type { ReviewDecision } from './review-dialog.tsx'

/** What a file is and its name, with any further lines (size, uploader) under them. */
export function FileTitle({
  title,
  filename,
  children,
}: {
  title: string
  filename: string
  children?: ReactNode
}) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <p className="font-medium text-navy-950">{title}</p>
      <p className="text-sm break-all text-navy-700">{filename}</p>
      {children}
    </div>
  )
}

/** Staff's reason for their review of a file, when they gave one. */
export function StaffNote({ reason }: { reason: string | null }) {
  return reason ? (
    <p className="text-sm text-navy-800">
      <span className="font-semibold">Staff note:</span> {reason}
    </p>
  ) : null
}

/** View a file, and accept or reject it where that would change where staff stand on it. */
export function FileReviewActions({
  name,
  file,
  canAccept,
  canReject,
  onView,
  onReview,
}: {
  /** The file as the buttons name it to screen readers, e.g. "Birth certificate (scan.pdf)". */
  name: string
  file: ViewedFile
  canAccept: boolean
  canReject: boolean
  onView: (file: ViewedFile) => void
  onReview: (decision: ReviewDecision) => void
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" aria-label={`View ${name}`} onClick={() => onView(file)}>
        <Eye aria-hidden="true" />
        View
      </Button>
      {canAccept ? (
        <Button
          variant="outline"
          size="sm"
          aria-label={`Accept ${name}`}
          onClick={() => onReview('ACCEPTED')}
        >
          Accept
        </Button>
      ) : null}
      {canReject ? (
        <Button
          variant="outline"
          size="sm"
          aria-label={`Reject ${name}`}
          onClick={() => onReview('REJECTED')}
        >
          Reject
        </Button>
      ) : null}
    </div>
  )
}
