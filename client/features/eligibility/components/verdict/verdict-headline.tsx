import { CircleCheck, CircleX, TriangleAlert, type LucideIcon } from 'lucide-react'
import type { Ref } from 'react'
import type { StoredEligibilityResult } from '#shared/domain/stored-eligibility-result.ts'
import { federalReliefPromise } from '#shared/domain/federal-relief.ts'
import { PACKAGE_NAMES } from '#shared/domain/packages.ts'
import { cn } from '#client/lib/cn.ts'
import type { HeadingTag } from './heading.ts'

type VerdictView = { heading: string; summary: string; icon: LucideIcon; box: string; iconColor: string }

const ELIGIBLE: VerdictView = {
  heading: 'You appear eligible for restoration!',
  summary: 'On your answers, a way to restore your firearm rights is open to you now.',
  icon: CircleCheck,
  box: 'border-green-700 bg-green-50 text-green-950',
  iconColor: 'text-green-700',
}
const NOT_ELIGIBLE: VerdictView = {
  heading: 'Eligibility concerns identified',
  summary: 'On your answers, no way to restore your firearm rights is open to you yet.',
  icon: CircleX,
  box: 'border-red-700 bg-red-50 text-red-950',
  iconColor: 'text-red-700',
}
// Any verdict other than the two above reads as manual review (specification §3).
const MANUAL_REVIEW: VerdictView = {
  heading: 'Manual review required',
  summary: 'Your answers leave open something that decides the outcome.',
  icon: TriangleAlert,
  box: 'border-yellow-600 bg-yellow-50 text-yellow-950',
  iconColor: 'text-yellow-700',
}

function verdictView(verdict: string): VerdictView {
  if (verdict === 'ELIGIBLE') return ELIGIBLE
  if (verdict === 'NOT_ELIGIBLE') return NOT_ELIGIBLE
  return MANUAL_REVIEW
}

/**
 * The verdict in one glance: the specification's heading in the verdict's colour, one plain
 * sentence, and the package we recommend. Focusable, so a new verdict can be announced.
 */
export function VerdictHeadline({
  result,
  Heading,
  headingRef,
}: {
  result: StoredEligibilityResult
  Heading: HeadingTag
  headingRef?: Ref<HTMLHeadingElement>
}) {
  const view = verdictView(result.verdict)
  // Open on § 925(c) relief: the one promise every surface makes about it (decision 049).
  const federalPromise = result.verdict === 'ELIGIBLE' ? federalReliefPromise(result) : undefined
  const Icon = view.icon
  const hasQuestions = result.verdict === 'MANUAL_REVIEW' && result.questions.length > 0
  return (
    <div className={cn('grid gap-2 rounded-lg border-2 p-4 sm:p-5', view.box)}>
      <Heading
        ref={headingRef}
        tabIndex={-1}
        className="flex items-start gap-2 text-lg font-bold outline-none sm:text-xl"
      >
        <Icon aria-hidden="true" className={cn('mt-0.5 size-6 shrink-0', view.iconColor)} />
        {view.heading}
      </Heading>
      <p className="leading-relaxed">
        {federalPromise ?? view.summary}
        {result.verdict === 'MANUAL_REVIEW'
          ? hasQuestions
            ? ' Answer the questions below to check again, or our team will look at it with you.'
            : ' Our team will look at it with you.'
          : null}
      </p>
      {result.recommendedPackage ? (
        <p>
          <span className="font-semibold">Recommended package:</span>{' '}
          {PACKAGE_NAMES[result.recommendedPackage]}
        </p>
      ) : null}
    </div>
  )
}
