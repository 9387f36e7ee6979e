import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { showServerError } from '#client/components/form/server-error.ts'
import { toast } from '#client/components/ui/use-toast.ts'
import { ApiError } from '#client/lib/api-client.ts'

/** An action went through: say so in a success toast. */
export function toastDone(title: string, description?: string) {
  toast({ variant: 'success', title, ...(description ? { description } : {}) })
}

/** The server's own words for a failed action, or that it could not be reached. */
export function failureText(error: unknown, fallback = 'The action failed. Please try again.'): string {
  return error instanceof ApiError
    ? (error.serverMessage ?? fallback)
    : 'We could not reach the server. Please try again.'
}

/**
 * A form's action failed: the toast (titled `title`) says why, and the form keeps the server's
 * messages on the fields it named (in a dialog, a toast sits behind the open modal).
 */
export function reportActionError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
  title = 'Error',
) {
  showServerError(error, setError, fieldNames)
  toast({ variant: 'destructive', title, description: failureText(error) })
}
