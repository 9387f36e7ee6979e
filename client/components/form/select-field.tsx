import type { ComponentProps } from 'react'
import { Label } from '#client/components/ui/label.tsx'
import { Select } from '#client/components/ui/select.tsx'
import { FieldTexts, useFieldIds } from './field-parts.tsx'

type SelectFieldProps = ComponentProps<'select'> & {
  label: string
  error?: string | undefined
  hint?: string
}

/** A labelled select whose hint and error are read out with it. */
export function SelectField({ label, error, hint, id, children, ...selectProps }: SelectFieldProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds({ id, hint, error })
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={controlId}>{label}</Label>
      <Select
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...selectProps}
      >
        {children}
      </Select>
      <FieldTexts hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  )
}
