import type { z } from 'zod'
import { buildPath, type ContractEntry } from '#shared/contracts/contract.ts'
import { apiRequest } from './api-error.ts'

// Kept here too so existing callers need not know about the split; pages that must stay light
// import them from api-error.ts, which does not pull zod and the contracts in.
export { ApiError, apiRequest, hasStatus, isClientError, type RequestOptions } from './api-error.ts'

export type Input<E extends ContractEntry> = (E extends { params: z.ZodType }
  ? { params: z.input<E['params']> }
  : unknown) &
  (E extends { query: z.ZodType } ? { query?: Partial<z.input<E['query']>> } : unknown) &
  (E extends { body: z.ZodType } ? { body: z.input<E['body']> } : unknown) & {
    headers?: HeadersInit
    signal?: AbortSignal
  }

export type Args<E extends ContractEntry> = E extends { params: z.ZodType } | { body: z.ZodType }
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
