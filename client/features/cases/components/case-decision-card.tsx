import { Download, Gavel, ShieldCheck } from 'lucide-react'
import type { CaseDecision } from '#shared/contracts/cases.contract.ts'
import { documentDownloadPath } from '#shared/contracts/documents.contract.ts'
import { purchaseKitPath } from '#shared/contracts/purchase-kit.contract.ts'
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

/**
 * The authority's decision once staff recorded it: the outcome, its date and the letter; on a
 * grant, the first-purchase kit (docs/decisions/051-first-purchase-kit.md).
 */
export function CaseDecisionCard({ caseId, decision }: { caseId: string; decision: CaseDecision }) {
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
        {isGranted ? (
          <div className="grid gap-2 border-t border-green-200 pt-3">
            <h3 className="flex items-center gap-2 font-semibold text-navy-950">
              <ShieldCheck aria-hidden="true" className="size-5" />
              Your first-purchase kit
            </h3>
            <p className="text-navy-800">
              Records at the gun counter often miss a restoration. The kit says what to carry, how to get
              certified copies, how to apply to the FBI's Voluntary Appeal File for a UPIN, and what to do if
              a background check still delays or denies you.
            </p>
            <Button asChild className="justify-self-start">
              <a href={purchaseKitPath(caseId)} download>
                <Download aria-hidden="true" />
                Download the first-purchase kit
              </a>
            </Button>
          </div>
        ) : null}
      </section>
    </Card>
  )
}
