import { Download, Gavel } from 'lucide-react'
import type { CaseDecision } from '#shared/contracts/cases.contract.ts'
import { documentDownloadPath } from '#shared/contracts/documents.contract.ts'
import { CASE_DECISION_OUTCOME_NAMES } from '#shared/domain/case-status.ts'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { cn } from '#client/lib/cn.ts'
import { formatCalendarDate } from '#client/lib/dates.ts'

const OUTCOME_TEXT = {
  GRANTED: { outcome: 'Your petition was granted.', letter: 'Keep the decision letter with your records.' },
  DENIED: {
    outcome: 'Your petition was denied. Contact support to talk about what can come next.',
    letter: 'The decision letter gives the reasons.',
  },
} as const

/** The authority's decision once staff recorded it: the outcome, its date and the letter. */
export function CaseDecisionCard({ decision }: { decision: CaseDecision }) {
  const isGranted = decision.outcome === 'GRANTED'
  return (
    <Card className={cn(isGranted ? 'bg-green-50 ring-green-200' : 'bg-red-50 ring-red-200')}>
      <section aria-labelledby="case-decision-heading" className="grid gap-3">
        <h2
          id="case-decision-heading"
          className="flex items-center gap-2 text-xl font-semibold text-navy-950"
        >
          <Gavel aria-hidden="true" className="size-5" />
          Decision: {CASE_DECISION_OUTCOME_NAMES[decision.outcome]}
        </h2>
        <p className="text-navy-800">
          Decided on {formatCalendarDate(decision.decidedOn)}. {OUTCOME_TEXT[decision.outcome].outcome}
          {decision.letterDocumentId ? ` ${OUTCOME_TEXT[decision.outcome].letter}` : null}
        </p>
        {decision.letterDocumentId ? (
          <Button asChild variant="outline" className="justify-self-start">
            <a href={documentDownloadPath(decision.letterDocumentId)}>
              <Download aria-hidden="true" />
              Download the decision letter
            </a>
          </Button>
        ) : null}
      </section>
    </Card>
  )
}
