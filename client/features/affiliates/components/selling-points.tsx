import { CalendarCheck, MousePointerClick, Percent, type LucideIcon } from 'lucide-react'
import type { ContentFigures } from '#shared/content/figures.ts'
import { sellingPoints, type SellingPoint } from '../affiliate-content.ts'

const ICONS: Record<SellingPoint['id'], LucideIcon> = {
  commission: Percent,
  cookie: MousePointerClick,
  payouts: CalendarCheck,
}

/** Commission, cookie and weekly payouts, as a row of three. */
export function SellingPoints({ figures }: { figures: ContentFigures }) {
  return (
    <ul aria-label="Program highlights" className="grid gap-4 sm:grid-cols-3">
      {sellingPoints(figures).map((point) => {
        const Icon = ICONS[point.id]
        return (
          <li key={point.id} className="flex gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-navy-100">
            <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-amber-100 text-amber-900">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className="grid min-w-0 content-start gap-1">
              <p className="font-semibold text-navy-950">{point.title}</p>
              <p className="text-sm text-navy-700">{point.text}</p>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
