import type { ComponentProps } from 'react'
import { Label } from '#client/components/ui/label.tsx'
import { cn } from '#client/lib/cn.ts'
import { FieldTexts, useFieldIds } from './field-parts.tsx'

type FileFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: string
  error?: string | undefined
  hint?: string
}

/** A labelled file picker whose hint and error are read out with it. */
export function FileField({ label, error, hint, id, className, ...inputProps }: FileFieldProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds({ id, hint, error })
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={controlId}>{label}</Label>
      <input
        type="file"
        id={controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          'w-full rounded-md border border-navy-300 bg-white p-2 text-sm text-navy-950',
          'file:mr-3 file:rounded file:border-0 file:bg-navy-900 file:px-3 file:py-2 file:font-semibold file:text-white',
          'aria-invalid:border-red-700',
          className,
        )}
        {...inputProps}
      />
      <FieldTexts hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  )
}
