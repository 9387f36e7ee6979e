import { DOCUMENT_REVIEW_LABELS, type DocumentReviewStatus } from '#shared/domain/documents.ts'
import { Badge, type BadgeVariant } from '#client/components/ui/badge.tsx'

const VARIANTS: Record<DocumentReviewStatus, BadgeVariant> = {
  RECEIVED: 'blue',
  ACCEPTED: 'green',
  REJECTED: 'orange',
}

/** Where staff stand on a document or a fingerprint file (the two use the same three states). */
export function ReviewStatusBadge({ status }: { status: DocumentReviewStatus }) {
  return <Badge variant={VARIANTS[status]}>{DOCUMENT_REVIEW_LABELS[status]}</Badge>
}
