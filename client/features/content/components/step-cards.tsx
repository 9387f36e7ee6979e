import { Card } from '#client/components/ui/card.tsx'
import { cn } from '#client/lib/cn.ts'

export type StepCard = { number: number; title: string; text: string }

/** A numbered process as an ordered list of cards, each step's title an h3 read as 'Step N: …'. */
export function StepCards({ steps, className }: { steps: readonly StepCard[]; className?: string }) {
  return (
    <ol className={cn('grid gap-4 sm:grid-cols-2 lg:grid-cols-4', className)}>
      {steps.map((step) => (
        <li key={step.number}>
          <Card className="grid h-full content-start gap-2">
            <span
              aria-hidden="true"
              className="grid size-9 place-items-center rounded-full bg-navy-900 font-bold text-white"
            >
              {step.number}
            </span>
            <h3 className="text-lg font-semibold text-navy-950">
              <span className="sr-only">Step {step.number}: </span>
              {step.title}
            </h3>
            <p className="text-navy-800">{step.text}</p>
          </Card>
        </li>
      ))}
    </ol>
  )
}
