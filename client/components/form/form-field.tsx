import type { ComponentProps } from 'react'
import { Input } from '#client/components/ui/input.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { FieldTexts, useFieldIds } from './field-parts.tsx'

type FormFieldProps = ComponentProps<'input'> & { label: string; error?: string | undefined; hint?: string }

/** A labelled input whose hint and error are read out with it. */
export function FormField({ label, error, hint, id, ...inputProps }: FormFieldProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds({ id, hint, error })
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={controlId}>{label}</Label>
      <Input
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...inputProps}
      />
      <FieldTexts hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  )
}
