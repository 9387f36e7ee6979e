import type { ComponentProps } from 'react'
import { Label } from '#client/components/ui/label.tsx'
import { Textarea } from '#client/components/ui/textarea.tsx'
import { FieldTexts, useFieldIds } from './field-parts.tsx'

type TextareaFieldProps = ComponentProps<'textarea'> & {
  label: string
  error?: string | undefined
  hint?: string
}

/** A labelled multi-line input whose hint and error are read out with it. */
export function TextareaField({ label, error, hint, id, ...textareaProps }: TextareaFieldProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds({ id, hint, error })
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={controlId}>{label}</Label>
      <Textarea
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...textareaProps}
      />
      <FieldTexts hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  )
}
