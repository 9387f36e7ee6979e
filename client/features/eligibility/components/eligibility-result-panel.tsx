import { Info } from 'lucide-react'
import { useEffect, useRef } from 'react'
import type { StoredEligibilityResult } from '#shared/domain/stored-eligibility-result.ts'
import type { QuestionReply } from '#shared/domain/wizard-eligibility.ts'
import { formatCalendarDate } from '#client/lib/dates.ts'
import { CitationsList } from './verdict/citations-list.tsx'
import type { HeadingTag } from './verdict/heading.ts'
import { OpenQuestions } from './verdict/open-questions.tsx'
import { SideCard } from './verdict/side-card.tsx'
import { VerdictHeadline } from './verdict/verdict-headline.tsx'
import { WhyDisclosure } from './verdict/why-disclosure.tsx'

export type EligibilityResultPanelProps = {
  /** The verdict to show; null when the check could not be run. */
  result: StoredEligibilityResult | null
  /** The level of the verdict's heading (its sections sit one below); 3 by default. */
  headingLevel?: 2 | 3
  /**
   * Runs the check again with the answers given to a MANUAL_REVIEW verdict's open questions (each
   * a QuestionReply: the question's field and the answer as text). Without it the questions are
   * listed but not answerable.
   */
  onRecheck?: (replies: QuestionReply[]) => void | Promise<void>
  /** A re-check is running: the Re-check button waits. */
  busy?: boolean
}

/**
 * The eligibility verdict as the wizards' step 3 and the case page show it, phone first: the
 * coloured headline and recommended package, one card per side (federal, state), the questions
 * that would settle a review, the full reasoning behind "Why", and the citations.
 */
export function EligibilityResultPanel({
  result,
  headingLevel = 3,
  onRecheck,
  busy,
}: EligibilityResultPanelProps) {
  const Heading = `h${headingLevel}` as const
  const Subheading = `h${headingLevel + 1}` as HeadingTag
  const headline = useRef<HTMLHeadingElement>(null)
  const shownResult = useRef(result)

  // A verdict that replaces another (after Re-check) is announced by moving focus to its heading.
  useEffect(() => {
    if (result && shownResult.current && result !== shownResult.current) headline.current?.focus()
    shownResult.current = result
  }, [result])

  if (!result) {
    return (
      <div className="rounded-lg border border-navy-200 bg-navy-50 p-5 text-navy-900">
        <Heading className="flex items-center gap-2 font-semibold">
          <Info aria-hidden="true" className="size-5 shrink-0 text-navy-700" />
          Eligibility check not completed
        </Heading>
        <p className="mt-2 text-sm">
          We could not check your answers this time. You can try again now, or continue: our team reviews
          every case before any document is prepared.
        </p>
      </div>
    )
  }

  // Results stored before the engine asked questions have none.
  const questions = result.verdict === 'MANUAL_REVIEW' ? (result.questions ?? []) : []
  // The rules version starts with the day the law was last checked; the hash after it is for staff.
  const checkedDay = /^\d{4}-\d{2}-\d{2}/.exec(result.rulesVersion)?.[0]
  const checkedOn = checkedDay ? formatCalendarDate(checkedDay) : undefined
  return (
    <div className="grid min-w-0 gap-4">
      <VerdictHeadline result={result} Heading={Heading} headingRef={headline} />
      <div className="grid gap-4 md:grid-cols-2">
        <SideCard title="Federal law" side="federal" finding={result.federal} Heading={Subheading} />
        <SideCard title="State law" side="state" finding={result.state} Heading={Subheading} />
      </div>
      <OpenQuestions
        key={questions.map((question) => question.field).join()}
        questions={questions}
        Heading={Subheading}
        onRecheck={onRecheck}
        busy={busy}
      />
      <WhyDisclosure reasoning={result.reasoning} />
      <CitationsList citations={result.citations} Heading={Subheading} />
      <p className="flex gap-2 rounded-md bg-navy-50 p-3 text-sm text-navy-800">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          This is legal information, not legal advice, based only on your answers and the laws as we last
          checked them{checkedOn ? ` on ${checkedOn}` : ''}. We are not a law firm; a lawyer can advise on
          your situation.
        </span>
      </p>
    </div>
  )
}
