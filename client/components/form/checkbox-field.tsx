import type { ComponentProps } from 'react'
import { FieldTexts, useFieldIds } from './field-parts.tsx'

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: string
  hint?: string
  error?: string | undefined
}

/** A checkbox with its label beside it (the whole label is the click target). */
export function CheckboxField({ label, hint, error, id, ...inputProps }: CheckboxFieldProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds({ id, hint, error })
  return (
    <div className="grid gap-1">
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          id={controlId}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className="mt-0.5 size-5 shrink-0 accent-navy-800"
          {...inputProps}
        />
        <label htmlFor={controlId} className="text-base text-navy-950">
          {label}
        </label>
      </div>
      {hint || error ? (
        <div className="pl-8">
          <FieldTexts hint={hint} hintId={hintId} error={error} errorId={errorId} />
        </div>
      ) : null}
    </div>
  )
}
