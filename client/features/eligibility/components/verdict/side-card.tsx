import { useId } from 'react'
import type { StoredEligibilityResult } from '#shared/domain/stored-eligibility-result.ts'
import { writtenDates } from '#shared/domain/case-labels.ts'

// Results stored before docs/decisions/020 may lack 'lifts' and 'nextStep'.
type Finding = StoredEligibilityResult['federal']
import { Badge } from '#client/components/ui/badge.tsx'
import { cn } from '#client/lib/cn.ts'
import { formatCalendarDate } from '#client/lib/dates.ts'
import { federalReliefWords, isOpenOnFederalRelief } from '#shared/domain/federal-relief.ts'
import type { HeadingTag } from './heading.ts'

type StatusView = { label: string; badge: string; edge: string }

// Each status in plain words, with the colour of the verdict it would give on its own.
const STATUS: Record<Finding['status'], StatusView> = {
  ELIGIBLE: {
    label: 'Open now',
    badge: 'border-green-200 bg-green-50 text-green-800',
    edge: 'border-l-green-700',
  },
  NOT_ELIGIBLE: {
    label: 'Not open yet',
    badge: 'border-red-200 bg-red-50 text-red-800',
    edge: 'border-l-red-700',
  },
  MANUAL_REVIEW: {
    label: 'Needs review',
    badge: 'border-yellow-300 bg-yellow-50 text-yellow-900',
    edge: 'border-l-yellow-600',
  },
  NOT_APPLICABLE: {
    label: 'No ban',
    badge: 'border-gray-200 bg-gray-100 text-gray-800',
    edge: 'border-l-gray-400',
  },
}

/**
 * One side of the verdict (federal law or the state's): its status in plain words, the route, what
 * it lifts, the first day it opens when a wait is the only obstacle, and what to do next.
 */
export function SideCard({
  title,
  side,
  finding,
  Heading,
}: {
  title: string
  /** 'federal' or 'state', in the sentence that says no ban applies. */
  side: string
  finding: Finding
  Heading: HeadingTag
}) {
  const headingId = useId()
  // An open side whose route is § 925(c) relief reads as the Department's intake stands (decision 049).
  const status = isOpenOnFederalRelief(finding)
    ? { ...STATUS.ELIGIBLE, label: federalReliefWords(finding.federalRelief!.acceptsApplications).badge }
    : STATUS[finding.status]
  const hasNoBan = finding.status === 'NOT_APPLICABLE'
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'grid content-start gap-3 rounded-lg border border-l-4 border-navy-100 bg-white p-4',
        status.edge,
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading id={headingId} className="font-semibold text-navy-950">
          {title}
        </Heading>
        <Badge variant="secondary" className={status.badge}>
          {status.label}
        </Badge>
      </div>
      {hasNoBan ? (
        <p className="text-sm text-navy-900">On your answers, no {side} firearm ban applies to you.</p>
      ) : null}
      <dl className="grid gap-3 text-sm">
        {hasNoBan ? null : <Row term="Route">{finding.path}</Row>}
        {finding.lifts && !hasNoBan ? <Row term="What it lifts">{finding.lifts}</Row> : null}
        {finding.earliestEligibleDate ? (
          <Row term="Earliest date">{formatCalendarDate(finding.earliestEligibleDate)}</Row>
        ) : null}
        {finding.nextStep ? <Row term="What to do next">{finding.nextStep}</Row> : null}
        {finding.clemencyRoute && !hasNoBan && finding.clemencyRoute !== finding.path ? (
          <Row term="Also possible">{`${finding.clemencyRoute}, at the grantor's discretion`}</Row>
        ) : null}
      </dl>
    </section>
  )
}

function Row({ term, children }: { term: string; children: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="font-semibold text-navy-700">{term}</dt>
      <dd className="break-words text-navy-950">{writtenDates(children)}</dd>
    </div>
  )
}
