import { NETWORK_ERROR_MESSAGE } from '#client/components/form/server-error.ts'
import { ApiError } from '#client/lib/api-client.ts'

/** What to tell the customer when a change to their case failed: the server's words when it gave some. */
export function errorText(error: unknown): string {
  return error instanceof ApiError ? (error.serverMessage ?? error.message) : NETWORK_ERROR_MESSAGE
}
