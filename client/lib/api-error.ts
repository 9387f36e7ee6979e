// The request rule and its error, without zod or any contract: the landing page's first load
// needs these (the query client's retry rule) but not the schemas api-client.ts checks answers with.

/** A response whose status was not ok, with the server's error envelope when it sent one. */
export class ApiError extends Error {
  override name = 'ApiError'
  readonly code: string | null
  readonly serverMessage: string | null
  readonly fields: Record<string, string>

  constructor(
    readonly status: number,
    readonly statusText: string,
    body: unknown,
  ) {
    super(`API request failed: ${status} ${statusText}`)
    const envelope = readEnvelope(body)
    this.code = envelope?.code ?? null
    this.serverMessage = envelope?.message ?? null
    this.fields = envelope?.fields ?? {}
  }
}

/** True for an answer in the 400-499 range: asking again would get the same answer. */
export function isClientError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
}

/** True when `error` is the server answering with one of `statuses`. */
export function hasStatus(error: unknown, ...statuses: number[]): error is ApiError {
  return error instanceof ApiError && statuses.includes(error.status)
}

export type RequestOptions = { body?: unknown; headers?: HeadersInit; signal?: AbortSignal }

type Transport = (url: string, init: RequestInit) => Promise<Response>

// The browser's fetch; the server's rendering of a private page answers the same calls from its own
// API in-process (client/app/entry-server.tsx, docs/decisions/061-signed-in-pages-drawn-on-the-server.md).
let transport: Transport = (url, init) => fetch(url, init)

/** Replaces how requests are sent: called once, by the server's rendering entry. */
export function setRequestTransport(next: Transport) {
  transport = next
}

/** The one request rule: JSON content type merged with extra headers, same-origin cookies. */
export async function apiRequest(
  method: string,
  url: string,
  options: RequestOptions = {},
): Promise<unknown> {
  const headers = new Headers({ 'Content-Type': 'application/json' })
  new Headers(options.headers).forEach((value, name) => headers.set(name, value))
  const hasBody = method !== 'GET' && method !== 'HEAD'
  const response = await transport(url, {
    method,
    headers,
    credentials: 'same-origin',
    // The server refuses an empty body sent as JSON, so a POST without input sends an empty object.
    body: hasBody ? JSON.stringify(options.body ?? {}) : undefined,
    signal: options.signal,
  })
  if (!response.ok) throw new ApiError(response.status, response.statusText, await readJson(response))
  if (response.status === 204) return null
  return response.json()
}

// The server's error envelope {error: {code, message, fields?}}, read without a schema library.
function readEnvelope(
  body: unknown,
): { code: string; message: string; fields: Record<string, string> } | null {
  if (typeof body !== 'object' || body === null) return null
  const error = (body as { error?: unknown }).error
  if (typeof error !== 'object' || error === null) return null
  const { code, message, fields } = error as Record<string, unknown>
  if (typeof code !== 'string' || typeof message !== 'string') return null
  const fieldMessages =
    typeof fields === 'object' && fields !== null
      ? Object.fromEntries(
          Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
        )
      : {}
  return { code, message, fields: fieldMessages }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json()
  } catch {
    return null
  }
}
