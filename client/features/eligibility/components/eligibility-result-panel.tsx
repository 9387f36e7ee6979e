import { CircleCheck, CircleX, Info, TriangleAlert, type LucideIcon } from 'lucide-react'
import type { EligibilityResult, Finding } from '#shared/domain/eligibility/result.ts'
import { PACKAGE_NAMES } from '#shared/domain/packages.ts'
import { cn } from '#client/lib/cn.ts'
import { formatCalendarDate } from '#client/lib/dates.ts'

type HeadingLevel = 2 | 3

type VerdictView = { heading: string; icon: LucideIcon; panel: string; iconColor: string }

const ELIGIBLE: VerdictView = {
  heading: 'You appear eligible for restoration!',
  icon: CircleCheck,
  panel: 'border-green-700 bg-green-50 text-green-950',
  iconColor: 'text-green-700',
}
const NOT_ELIGIBLE: VerdictView = {
  heading: 'Eligibility concerns identified',
  icon: CircleX,
  panel: 'border-red-700 bg-red-50 text-red-950',
  iconColor: 'text-red-700',
}
// Any verdict other than the two above reads as manual review (specification §3).
const MANUAL_REVIEW: VerdictView = {
  heading: 'Manual review required',
  icon: TriangleAlert,
  panel: 'border-yellow-600 bg-yellow-50 text-yellow-950',
  iconColor: 'text-yellow-700',
}

function verdictView(verdict: string): VerdictView {
  if (verdict === 'ELIGIBLE') return ELIGIBLE
  if (verdict === 'NOT_ELIGIBLE') return NOT_ELIGIBLE
  return MANUAL_REVIEW
}

const FINDING_STATUS: Record<Finding['status'], string> = {
  ELIGIBLE: 'A route appears open',
  NOT_ELIGIBLE: 'No route open yet',
  MANUAL_REVIEW: 'Needs review',
  NOT_APPLICABLE: 'No ban found',
}

/**
 * The eligibility verdict as the wizard's step 3 and the case page show it: the coloured verdict
 * with its reasoning, package and citations, then the federal and the state finding.
 */
export function EligibilityResultPanel({
  result,
  headingLevel = 3,
}: {
  result: EligibilityResult | null
  headingLevel?: HeadingLevel
}) {
  const Heading = `h${headingLevel}` as const
  const Subheading = `h${headingLevel + 1}` as 'h3' | 'h4'

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

  const view = verdictView(result.verdict)
  const Icon = view.icon
  return (
    <div className="grid gap-5">
      <div className={cn('grid gap-4 rounded-lg border-2 p-4 sm:p-5', view.panel)}>
        <Heading className="flex items-start gap-2 text-lg font-bold">
          <Icon aria-hidden="true" className={cn('mt-0.5 size-6 shrink-0', view.iconColor)} />
          {view.heading}
        </Heading>
        <div className="grid gap-2 leading-relaxed">
          {reasoningParagraphs(result.reasoning).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {result.recommendedPackage ? (
          <p>
            <span className="font-semibold">Recommended package:</span>{' '}
            {PACKAGE_NAMES[result.recommendedPackage]}
          </p>
        ) : null}
        {result.citations.length > 0 ? (
          <div>
            <Subheading className="font-semibold">Citations</Subheading>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-sm break-words">
              {result.citations.map((citation) => (
                <li key={citation}>{citation}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FindingCard title="Federal law" finding={result.federal} Heading={Subheading} />
        <FindingCard title="State law" finding={result.state} Heading={Subheading} />
      </div>
      <p className="flex gap-2 rounded-md bg-navy-50 p-3 text-sm text-navy-800">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          This is legal information, not legal advice, based only on your answers and the laws as we last
          checked them (rules version {result.rulesVersion}). We are not a law firm; a lawyer can advise on
          your situation.
        </span>
      </p>
    </div>
  )
}

// The engine writes one paragraph whose parts begin 'Federal law:' and '{State} law:'; starting a
// new paragraph there makes the long text easier to follow.
function reasoningParagraphs(reasoning: string): string[] {
  return reasoning.split(/(?<=\.) (?=[A-Z][A-Za-z .]{0,40}? law: )/)
}

function FindingCard({ title, finding, Heading }: { title: string; finding: Finding; Heading: 'h3' | 'h4' }) {
  return (
    <section className="grid content-start gap-2 rounded-lg border border-navy-100 bg-white p-4">
      <Heading className="font-semibold text-navy-950">{title}</Heading>
      <p className="text-sm font-semibold text-navy-800">{FINDING_STATUS[finding.status]}</p>
      <dl className="grid gap-2 text-sm">
        <div>
          <dt className="text-navy-600">Route</dt>
          <dd className="text-navy-950">{finding.path}</dd>
        </div>
        {finding.earliestEligibleDate ? (
          <div>
            <dt className="text-navy-600">Earliest date</dt>
            <dd className="text-navy-950">{formatCalendarDate(finding.earliestEligibleDate)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  )
}
