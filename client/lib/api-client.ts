import type { z } from 'zod'
import { buildPath, ErrorBodySchema, type ContractEntry } from '#shared/contracts/contract.ts'

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
    const envelope = ErrorBodySchema.safeParse(body)
    this.code = envelope.success ? envelope.data.error.code : null
    this.serverMessage = envelope.success ? envelope.data.error.message : null
    this.fields = envelope.success ? (envelope.data.error.fields ?? {}) : {}
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

/** The one request rule: JSON content type merged with extra headers, same-origin cookies. */
export async function apiRequest(
  method: string,
  url: string,
  options: RequestOptions = {},
): Promise<unknown> {
  const headers = new Headers({ 'Content-Type': 'application/json' })
  new Headers(options.headers).forEach((value, name) => headers.set(name, value))
  const hasBody = method !== 'GET' && method !== 'HEAD'
  const response = await fetch(url, {
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

type Input<E extends ContractEntry> = (E extends { params: z.ZodType }
  ? { params: z.input<E['params']> }
  : unknown) &
  (E extends { query: z.ZodType } ? { query?: Partial<z.input<E['query']>> } : unknown) &
  (E extends { body: z.ZodType } ? { body: z.input<E['body']> } : unknown) & {
    headers?: HeadersInit
    signal?: AbortSignal
  }

type Args<E extends ContractEntry> = E extends { params: z.ZodType } | { body: z.ZodType }
  ? [input: Input<E>]
  : [input?: Input<E>]

/** Calls one contract endpoint and checks the answer against the contract's response schema. */
export async function api<E extends ContractEntry>(
  entry: E,
  ...[input]: Args<E>
): Promise<z.output<E['response']>> {
  const { params, query, body, headers, signal } = (input ?? {}) as {
    params?: Record<string, string>
    query?: Record<string, unknown>
    body?: unknown
    headers?: HeadersInit
    signal?: AbortSignal
  }
  const url = buildPath(entry.path, params) + queryString(query)
  const json = await apiRequest(entry.method, url, { body, headers, signal })
  return entry.response.parse(json) as z.output<E['response']>
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return ''
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(name, String(value))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json()
  } catch {
    return null
  }
}
