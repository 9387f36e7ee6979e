import { useId } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { FieldTexts } from './field-parts.tsx'

export type Choice<V extends string> = { value: V; label: string }

type ChoiceGroupProps<V extends string> = {
  legend: string
  hint?: string
  error?: string | undefined
  /** radio: pick one; checkbox: tick any number. */
  type: 'radio' | 'checkbox'
  choices: readonly Choice<V>[]
  registration: UseFormRegisterReturn
}

/** A question answered by picking among choices: a fieldset whose legend is the question. */
export function ChoiceGroup<V extends string>({
  legend,
  hint,
  error,
  type,
  choices,
  registration,
}: ChoiceGroupProps<V>) {
  const groupId = useId()
  const hintId = hint ? `${groupId}-hint` : undefined
  const errorId = error ? `${groupId}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <fieldset aria-describedby={describedBy} className="grid gap-2">
      <legend className="mb-2 text-sm font-semibold text-navy-900">{legend}</legend>
      <FieldTexts hint={hint} hintId={hintId} />
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => {
          const choiceId = `${groupId}-${choice.value}`
          return (
            <label
              key={choice.value}
              htmlFor={choiceId}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-navy-200 bg-white px-3 py-2 text-sm text-navy-950 has-checked:border-navy-700 has-checked:bg-navy-50 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-amber-600"
            >
              <input
                type={type}
                id={choiceId}
                value={choice.value}
                className="size-4 shrink-0 accent-navy-800 focus-visible:outline-none"
                {...registration}
              />
              {choice.label}
            </label>
          )
        })}
      </div>
      <FieldTexts error={error} errorId={errorId} />
    </fieldset>
  )
}
