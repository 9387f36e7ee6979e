import { ShieldCheck } from 'lucide-react'
import { useId, useState } from 'react'
import type { CaseDetail } from '#shared/contracts/cases.contract.ts'
import { REVIEW_ACKNOWLEDGEMENT_TEXT } from '#shared/domain/case-verdict.ts'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { formatLocalDate } from '#client/lib/dates.ts'
import { useAcknowledgeReview } from '../cases.mutations.ts'
import { errorText } from './error-text.ts'

const headingId = 'case-review-heading'

/**
 * A MANUAL_REVIEW case: answer the open questions (in the verdict beside this), or pay now after
 * confirming the review and its full-refund guarantee, recorded with its text and time
 * (docs/decisions/021-case-follows-verdict.md).
 */
export function ReviewAcknowledgementCard({ item }: { item: CaseDetail }) {
  const acknowledge = useAcknowledgeReview(item.id)
  const [isTicked, setIsTicked] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const textId = useId()
  const acknowledged = item.reviewAcknowledgement

  return (
    <Card>
      <section aria-labelledby={headingId} className="grid gap-4">
        <h2 id={headingId} className="text-xl font-semibold text-navy-950">
          Your case needs our review
        </h2>
        {acknowledged ? (
          <p className="flex items-start gap-2 text-navy-800">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-800" />
            <span>
              You confirmed on {formatLocalDate(acknowledged.acknowledgedAt)} that you pay before our review:
              if it finds you not eligible before document preparation starts, we refund everything you paid,
              in full.
            </span>
          </p>
        ) : (
          <>
            <p className="text-navy-800">
              Answer the questions in your eligibility check to settle it now, or pay before our review with
              this guarantee:
            </p>
            <blockquote id={textId} className="border-l-4 border-navy-300 pl-4 text-navy-900">
              {REVIEW_ACKNOWLEDGEMENT_TEXT}
            </blockquote>
            <label className="flex items-start gap-3 text-sm text-navy-900">
              <input
                type="checkbox"
                checked={isTicked}
                onChange={(event) => setIsTicked(event.target.checked)}
                aria-describedby={textId}
                className="mt-0.5 size-4 accent-navy-900"
              />
              I understand and accept this.
            </label>
            <div>
              <Button
                disabled={!isTicked || acknowledge.isPending}
                onClick={() => {
                  setError(null)
                  acknowledge.mutateAsync().catch((failure: unknown) => setError(errorText(failure)))
                }}
              >
                {acknowledge.isPending ? 'Saving…' : 'Confirm and pay before the review'}
              </Button>
            </div>
            {error ? (
              <p role="alert" className="text-sm text-red-800">
                {error}
              </p>
            ) : null}
          </>
        )}
      </section>
    </Card>
  )
}
