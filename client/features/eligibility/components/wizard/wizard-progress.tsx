import { Check } from 'lucide-react'
import { Progress } from '#client/components/ui/progress.tsx'
import { cn } from '#client/lib/cn.ts'
import { WIZARD_STEP_COUNT, type WizardStep } from './wizard-draft.ts'

/** 'Step N of 4', the percent and a bar, and on wider screens the four steps by name. */
export function WizardProgress({ step, titles }: { step: WizardStep; titles: readonly string[] }) {
  const percent = Math.round((step / WIZARD_STEP_COUNT) * 100)
  return (
    <div className="grid gap-3">
      <div className="flex items-baseline justify-between gap-4 text-sm font-semibold text-navy-800">
        <p>
          Step {step} of {WIZARD_STEP_COUNT}
        </p>
        <p>{percent}% complete</p>
      </div>
      <Progress value={percent} label="Wizard progress" />
      <ol className="hidden grid-cols-4 gap-2 text-sm sm:grid">
        {titles.map((title, index) => {
          const number = index + 1
          const isDone = number < step
          const isCurrent = number === step
          return (
            <li
              key={title}
              aria-current={isCurrent ? 'step' : undefined}
              className={cn(
                'flex items-center gap-2',
                isCurrent ? 'font-semibold text-navy-950' : 'text-navy-700',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'grid size-6 shrink-0 place-items-center rounded-full border text-xs',
                  isDone && 'border-navy-800 bg-navy-800 text-white',
                  isCurrent && 'border-navy-800 text-navy-900',
                  !isDone && !isCurrent && 'border-navy-300',
                )}
              >
                {isDone ? <Check className="size-3.5" /> : number}
              </span>
              {title}
            </li>
          )
        })}
      </ol>
    </div>
  )
}
