import type { Case } from '#shared/contracts/cases.contract.ts'
import { jurisdictionName } from '#shared/domain/case-labels.ts'
import { packageName, stateName } from '#shared/domain/labels.ts'
import { Card } from '#client/components/ui/card.tsx'
import { formatLocalDate } from '#client/lib/dates.ts'

/** The side card listing what the case is about and when it last changed. */
export function CaseSummaryCard({ item }: { item: Case }) {
  const rows: [string, string][] = [
    ['Jurisdiction', jurisdictionName(item.jurisdiction)],
    ['State', stateName(item.stateCode) || 'None'],
    ['Conviction Type', jurisdictionName(item.convictionType)],
    ['Package', packageName(item.packageCode)],
    ['Created', formatLocalDate(item.createdAt)],
    ['Last Updated', formatLocalDate(item.updatedAt)],
  ]
  return (
    <Card>
      <section aria-labelledby="case-summary-heading">
        <h2 id="case-summary-heading" className="text-lg font-semibold text-navy-950">
          Case Summary
        </h2>
        <dl className="mt-4 grid gap-3 text-sm">
          {rows.map(([term, value]) => (
            <div key={term} className="flex justify-between gap-4">
              <dt className="text-navy-600">{term}</dt>
              <dd className="text-right font-medium text-navy-950">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </Card>
  )
}
