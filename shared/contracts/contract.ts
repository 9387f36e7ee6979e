import { z } from 'zod'
import type { Access as AccessLevel, OwnedResource } from '../domain/access.ts'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** Who may call an endpoint (the table in shared/domain/access.ts); the guard runs before the handler. */
export type Access = AccessLevel

/** One endpoint: the single description both the server route and the client call are built from. */
export type ContractEntry = {
  method: HttpMethod
  path: `/api/${string}`
  summary: string
  access: Access
  params?: z.ZodType
  query?: z.ZodType
  body?: z.ZodType
  response: z.ZodType
  status?: 200 | 201 | 202 | 204
  /** Params or body fields naming a customer's own record: anyone but its owner (and the roles access.ts lets in) gets 404. */
  owner?: Readonly<Record<string, OwnedResource>>
  /** Public, but trusts only a signed body (a webhook): unsigned requests never succeed. */
  authenticatedBy?: 'signature'
  /**
   * A body that is not JSON: `multipart` (form-data files, parsed by the handler with limits) or
   * `raw` (the bytes of one file, with its content type). `body` then describes no JSON.
   */
  upload?: 'multipart' | 'raw'
  /** A per-caller limit `route()` applies before the handler (docs/decisions/016-one-path-one-text-rule.md). */
  rateLimit?: RateLimit
}

/**
 * How often one caller may use an endpoint: counted per client address or per signed-in user under
 * `scope`. `'publicForm'` is the operator's configured public-form rate (PUBLIC_FORM_LIMIT_PER_MINUTE).
 */
export type RateLimit = {
  scope: string
  per: 'ip' | 'user'
  limit: 'publicForm' | number
  /** 60 unless given. */
  windowSeconds?: number
}

export type ContractTable = Record<string, ContractEntry>

export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
})
export type ErrorBody = z.infer<typeof ErrorBodySchema>

export const EmptySchema = z.null()

/** Fills `:name` segments of a contract path. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`Missing path parameter ${name}`)
    return encodeURIComponent(value)
  })
}
