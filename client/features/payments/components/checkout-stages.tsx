import { cn } from '#client/lib/cn.ts'

export type CheckoutStage = 'agreement' | 'payment'

const STAGES: { stage: CheckoutStage; label: string }[] = [
  { stage: 'agreement', label: 'Agreement' },
  { stage: 'payment', label: 'Payment' },
]

/** The two stages of checkout, the current one marked for screen readers too. */
export function CheckoutStages({ current }: { current: CheckoutStage }) {
  const currentIndex = STAGES.findIndex((s) => s.stage === current)
  return (
    <ol aria-label="Checkout stages" className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
      {STAGES.map(({ stage, label }, index) => {
        const isCurrent = index === currentIndex
        const isDone = index < currentIndex
        return (
          <li
            key={stage}
            aria-current={isCurrent ? 'step' : undefined}
            className="flex items-center gap-2 font-semibold"
          >
            {index > 0 ? <span aria-hidden="true" className="h-px w-6 bg-navy-300" /> : null}
            <span
              aria-hidden="true"
              className={cn(
                'grid size-7 place-items-center rounded-full text-xs',
                isCurrent || isDone ? 'bg-navy-900 text-white' : 'bg-navy-100 text-navy-800',
              )}
            >
              {index + 1}
            </span>
            <span className={isCurrent ? 'text-navy-950' : 'text-navy-700'}>
              <span className="sr-only">Stage {index + 1}: </span>
              {label}
              {isDone ? <span className="sr-only"> (done)</span> : null}
            </span>
          </li>
        )
      })}
    </ol>
  )
}
