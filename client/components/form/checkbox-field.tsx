import type { ComponentProps } from 'react'
import { FieldTexts, useFieldIds } from './field-parts.tsx'

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & { label: string; hint?: string }

/** A checkbox with its label beside it (the whole label is the click target). */
export function CheckboxField({ label, hint, id, ...inputProps }: CheckboxFieldProps) {
  const { controlId, hintId, describedBy } = useFieldIds({ id, hint })
  return (
    <div className="grid gap-1">
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          id={controlId}
          aria-describedby={describedBy}
          className="mt-0.5 size-5 shrink-0 accent-navy-800"
          {...inputProps}
        />
        <label htmlFor={controlId} className="text-base text-navy-950">
          {label}
        </label>
      </div>
      {hint ? (
        <div className="pl-8">
          <FieldTexts hint={hint} hintId={hintId} />
        </div>
      ) : null}
    </div>
  )
}
