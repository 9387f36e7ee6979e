import { CircleCheck, CircleDashed, LoaderCircle } from 'lucide-react'
import type { CreditRepairOverview } from '#shared/contracts/credit-repair.contract.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { STEP_STATE_BADGES, STEP_STATE_LABELS } from '../credit-repair-texts.ts'

const STEP_ICONS = { DONE: CircleCheck, IN_PROGRESS: LoaderCircle, PENDING: CircleDashed } as const

/** The five steps of the credit repair, each done, in progress or pending. */
export function ProgressSteps({ steps }: { steps: CreditRepairOverview['progress']['steps'] }) {
  return (
    <ol className="grid gap-2" aria-label="Credit repair steps">
      {steps.map((step) => {
        const Icon = STEP_ICONS[step.state]
        return (
          <li
            key={step.number}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-navy-50 px-3 py-2"
          >
            <span className="flex min-w-0 items-center gap-2 text-navy-950">
              <Icon aria-hidden="true" className="size-5 shrink-0 text-navy-700" />
              <span>
                {step.number}. {step.title}
              </span>
            </span>
            <Badge variant={STEP_STATE_BADGES[step.state]}>{STEP_STATE_LABELS[step.state]}</Badge>
          </li>
        )
      })}
    </ol>
  )
}
