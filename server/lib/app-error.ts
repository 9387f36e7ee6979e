/** Error codes and the HTTP status each one answers with: the only place statuses are chosen. */
export const ERROR_STATUS = {
  /** The input broke a rule; `fields` names each field and its message. */
  validation_failed: 400,
  /** The request cannot be understood (bad JSON, wrong content). */
  bad_request: 400,
  /** Signed out, or the credentials are wrong. */
  unauthorized: 401,
  /** Signed in, but not allowed. */
  forbidden: 403,
  /** A mutation from another site, refused as possible CSRF. */
  invalid_origin: 403,
  /** Nothing there, or not yours (never reveal which). */
  not_found: 404,
  /** The request conflicts with what exists (an e-mail already registered). */
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  /** Too many attempts; try again later. */
  rate_limited: 429,
  internal: 500,
  /** A dependency (the database) is down. */
  unavailable: 503,
} as const

export type ErrorCode = keyof typeof ERROR_STATUS

export class AppError extends Error {
  override name = 'AppError'
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message)
  }

  get status(): number {
    return ERROR_STATUS[this.code]
  }
}
