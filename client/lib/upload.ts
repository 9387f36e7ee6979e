import { UPLOAD_NOT_SENT, UPLOAD_NOT_TAKEN, UPLOAD_TOO_LARGE } from '#shared/domain/uploads.ts'
import { ApiError } from './api-error.ts'

/**
 * File uploads with progress. fetch() reports no upload progress, so these two calls use
 * XMLHttpRequest; they are the only network code outside the API client, and they answer errors
 * with the same ApiError (status, the server's envelope) so callers handle both alike.
 */

export type UploadProgress = (percent: number) => void

type SendOptions = {
  method: 'PUT' | 'POST'
  url: string
  body: XMLHttpRequestBodyInit
  headers?: Record<string, string>
  onProgress?: UploadProgress | undefined
  signal?: AbortSignal | undefined
}

function send({ method, url, body, headers = {}, onProgress, signal }: SendOptions): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(method, url)
    // Same-origin requests carry the session cookie anyway; a cross-origin one (an S3 presigned
    // PUT) must not.
    xhr.withCredentials = false
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress((event.loaded / event.total) * 100)
    }
    xhr.onload = () => {
      const json = readJson(xhr.responseText)
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100)
        resolve(json)
      } else {
        reject(new ApiError(xhr.status, xhr.statusText, json))
      }
    }
    // A network failure has no status; 0 keeps it apart from every answer the server gives.
    xhr.onerror = () => reject(new ApiError(0, 'Network error', null))
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'))
    if (signal) {
      if (signal.aborted) return xhr.abort()
      signal.addEventListener('abort', () => xhr.abort(), { once: true })
    }
    xhr.send(body)
  })
}

function readJson(text: string): unknown {
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/**
 * PUTs one file's bytes to a one-time upload address with the file's content type, plus any
 * headers the address requires (an S3 presigned PUT's encryption header).
 */
export function putFile(
  url: string,
  file: File,
  {
    headers = {},
    ...options
  }: { headers?: Record<string, string>; onProgress?: UploadProgress; signal?: AbortSignal } = {},
): Promise<unknown> {
  return send({
    method: 'PUT',
    url,
    body: file,
    headers: { ...headers, 'Content-Type': file.type || 'application/octet-stream' },
    ...options,
  })
}

/** POSTs form data (files and fields) as multipart; answers the parsed JSON body. */
export function postMultipart(
  url: string,
  form: FormData,
  options: { onProgress?: UploadProgress; signal?: AbortSignal } = {},
): Promise<unknown> {
  // The browser sets the multipart Content-Type with its boundary itself.
  return send({ method: 'POST', url, body: form, ...options })
}

/**
 * What an upload item says when its file did not get through: the server's own words when it gave
 * them, otherwise why in plain words, never a bare 'Upload failed.'.
 */
export function uploadErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return UPLOAD_NOT_TAKEN
  if (error.status > 0 && error.serverMessage) return error.serverMessage
  if (error.status === 0) return UPLOAD_NOT_SENT
  if (error.status === 413) return UPLOAD_TOO_LARGE
  return UPLOAD_NOT_TAKEN
}
