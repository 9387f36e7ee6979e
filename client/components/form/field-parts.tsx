import { useId } from 'react'

type FieldTexts = { id?: string | undefined; hint?: string | undefined; error?: string | undefined }

/** The ids that tie a control to its hint and error, so both are read out with it. */
export function useFieldIds({ id, hint, error }: FieldTexts) {
  const generatedId = useId()
  const controlId = id ?? generatedId
  const hintId = hint ? `${controlId}-hint` : undefined
  const errorId = error ? `${controlId}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return { controlId, hintId, errorId, describedBy }
}

/** The hint and the error under a control, with the ids useFieldIds gave them. */
export function FieldTexts({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: string | undefined
  hintId?: string | undefined
  error?: string | undefined
  errorId?: string | undefined
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="text-sm text-navy-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  )
}
