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
 * A dialog's action failed: the toast says why, and the dialog keeps the form with the server's
 * messages on the fields it named (a toast sits behind an open modal dialog).
 */
export function reportActionError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
) {
  showServerError(error, setError, fieldNames)
  toast({ variant: 'destructive', title: 'Error', description: failureText(error) })
}
