/** Where the bytes of files live. Local disk under DATA_DIR by default, S3-compatible when configured. */
export interface FileStorage {
  readonly kind: 'local' | 's3'
  /** Stores the bytes under the key, replacing what was there. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>
  /**
   * The bytes under the key, or null when there are none. With `maxBytes`, a larger file is not
   * read at all: the call fails with FileTooLargeError (an upload someone sent straight to storage).
   */
  get(key: string, options?: { maxBytes?: number }): Promise<Uint8Array | null>
  /** Removes the key; removing a key that does not exist is not an error. */
  delete(key: string): Promise<void>
  /**
   * A URL the browser may PUT one file to directly (S3 only: a presigned PUT), with the headers the
   * PUT must carry. Local storage has none: the server receives the bytes itself.
   */
  presignPut?(key: string, expiresSeconds: number): Promise<PresignedPut>
}

export type PresignedPut = { url: string; headers: Record<string, string> }

/**
 * What a reader of a stored file is told when its row names bytes the storage does not have (a
 * 404, never a 500: docs/decisions/059-several-processes-and-production-checks.md).
 */
export const MISSING_FILE_MESSAGE =
  'We could not find this file. Please upload it again, or contact support if the problem remains.'

export class FileTooLargeError extends Error {
  override name = 'FileTooLargeError'
}

export class InvalidStorageKeyError extends Error {
  override name = 'InvalidStorageKeyError'
}

// Segments of letters, digits, dot, dash and underscore that start with a letter or digit: no
// empty, "." or ".." segment, no absolute path, no backslash, so a key can never leave its root.
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/

/** The key's segments, or an error when the key could name something outside the storage root. */
export function storageKeySegments(key: string): string[] {
  const segments = key.split('/')
  if (key.length > 1024 || !segments.every((segment) => SEGMENT.test(segment))) {
    throw new InvalidStorageKeyError(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`)
  }
  return segments
}
