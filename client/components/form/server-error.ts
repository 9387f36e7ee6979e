import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from '#client/lib/api-client.ts'

export const NETWORK_ERROR_MESSAGE =
  'We could not reach the server. Please check your connection and try again.'

/**
 * Shows a failed submission where it belongs: each field the server named gets its message, and
 * anything else (wrong password, too many attempts, no connection) goes to the form's root error.
 */
export function showServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
) {
  if (!(error instanceof ApiError)) {
    setError('root.server', { type: 'server', message: NETWORK_ERROR_MESSAGE })
    return
  }
  const fields = Object.entries(error.fields)
  const known = fields.filter(([name]) => fieldNames.includes(name as Path<T>))
  for (const [name, message] of known) setError(name as Path<T>, { type: 'server', message })
  if (known.length === 0 || known.length < fields.length) {
    setError('root.server', { type: 'server', message: error.serverMessage ?? error.message })
  }
}
