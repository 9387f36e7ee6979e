import { z } from 'zod'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** Who may call an endpoint; the server applies the matching guard before the handler runs. */
export type Access = 'public' | 'customer' | 'admin'

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
