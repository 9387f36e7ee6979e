import type { LucideIcon } from 'lucide-react'

/**
 * One figure of a dashboard's summary row, as a term and its value inside a <dl>; null while the
 * figure is still loading.
 */
export function StatTile({
  label,
  value,
  icon: Icon,
}: {
  label: string
  value: string | null
  icon: LucideIcon
}) {
  return (
    <div className="relative grid content-start gap-1 rounded-xl bg-white p-4 shadow-sm ring-1 ring-navy-100 sm:p-5 sm:pr-16">
      <dt className="text-sm font-medium text-navy-700">{label}</dt>
      <dd className="text-2xl font-bold text-navy-950 tabular-nums">
        {value ?? (
          <>
            <span aria-hidden="true">–</span>
            <span className="sr-only">Loading</span>
          </>
        )}
        <Icon
          aria-hidden="true"
          className="absolute top-1/2 right-5 hidden size-8 -translate-y-1/2 text-navy-400 sm:block"
        />
      </dd>
    </div>
  )
}
