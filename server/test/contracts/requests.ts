import { randomUUID } from 'node:crypto'
import type { InjectOptions } from 'fastify'
import type { z } from 'zod'
import type { ContractEntry, HttpMethod } from '#shared/contracts/contract.ts'
import type { Access, OwnedResource } from '#shared/domain/access.ts'
import type { CollectedEntry, PlainRoute, RegisteredRoute } from './collect-contracts.ts'
import { matchesPlainRoute } from './collect-contracts.ts'
import { defaultUpload, uploadRequest, type UploadBody } from './uploads.ts'
import { validSample } from './zod-arbitrary.ts'

/** One route the generated suites exercise: a contract entry, or a listed plain route. */
export type RouteUnderTest = {
  /** The contract entry's name, or the plain route's method, path and reason. */
  name: string
  method: HttpMethod
  path: string
  access: Access
  owner?: Readonly<Record<string, OwnedResource>>
  authenticatedBy?: 'signature'
  params?: z.ZodType
  query?: z.ZodType
  body?: z.ZodType
  /** A body that is not JSON: form-data files, or the bytes of one file. */
  upload?: 'multipart' | 'raw'
}

/** The contract entries, then the plain routes the server registered, as routes to exercise. */
export function routesUnderTest(
  collected: readonly CollectedEntry[],
  plain: readonly PlainRoute[],
  registered: readonly RegisteredRoute[],
): RouteUnderTest[] {
  const fromContracts = collected.map(({ name, entry }) => fromEntry(name, entry))
  const fromPlain: RouteUnderTest[] = []
  for (const route of plain) {
    for (const found of registered.filter((r) => matchesPlainRoute(r, route))) {
      fromPlain.push({
        name: `${route.method} ${found.path} (${route.why})`,
        method: route.method,
        path: found.path.replace(/\*$/, 'index.html'),
        access: route.access,
        ...(route.owner ? { owner: route.owner } : {}),
        ...(route.authenticatedBy ? { authenticatedBy: route.authenticatedBy } : {}),
      })
    }
  }
  return [...fromContracts, ...fromPlain]
}

function fromEntry(name: string, entry: ContractEntry): RouteUnderTest {
  return {
    name,
    method: entry.method,
    path: entry.path,
    access: entry.access,
    ...(entry.owner ? { owner: entry.owner } : {}),
    ...(entry.authenticatedBy ? { authenticatedBy: entry.authenticatedBy } : {}),
    ...(entry.params ? { params: entry.params } : {}),
    ...(entry.query ? { query: entry.query } : {}),
    ...(entry.body ? { body: entry.body } : {}),
    ...(entry.upload ? { upload: entry.upload } : {}),
  }
}

/** What a request carries before it is turned into HTTP. */
export type RequestParts = {
  params: Record<string, string>
  query: Record<string, unknown> | undefined
  body: unknown
  /** The upload a route marked `upload` sends instead of a JSON body. */
  upload?: UploadBody
}

/** What the generator needs to know of the world to fill ids: whose records, and known ids. */
export type IdSource = {
  owned: Readonly<Record<OwnedResource, string>>
  params: Readonly<Record<string, Record<string, string>>>
  /** Query values a route needs to be let in (an upload link's token), by contract path. */
  queries?: Readonly<Record<string, Record<string, string>>>
  /** A valid upload for routes marked `upload`, by contract path (else a small PDF). */
  uploads?: Readonly<Record<string, UploadBody>>
}

export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!)
}

/**
 * A valid request for the route: samples of its schemas, with every field the contract marks as
 * naming a customer's record set to the owner's record, and other ids taken from the world.
 */
export function validParts(route: RouteUnderTest, ids: IdSource, seed = 1): RequestParts {
  const sampled = route.params ? (validSample(route.params, seed) as Record<string, unknown>) : {}
  const params: Record<string, string> = {}
  for (const name of pathParamNames(route.path)) {
    params[name] = String(sampled[name] ?? randomUUID())
  }
  Object.assign(params, ids.params[route.path] ?? {})
  const query = route.query
    ? { ...(validSample(route.query, seed) as Record<string, unknown>), ...ids.queries?.[route.path] }
    : undefined
  let body = route.body ? validSample(route.body, seed) : undefined
  if (body && typeof body === 'object' && !Array.isArray(body)) body = { ...body }
  for (const [field, resource] of Object.entries(route.owner ?? {})) {
    const value = ids.owned[resource]
    if (value === undefined) throw new Error(`no fixture record for owned resource '${resource}'`)
    if (field in params) params[field] = value
    else if (query && route.query && field in shapeOf(route.query)) query[field] = value
    else if (body && typeof body === 'object') (body as Record<string, unknown>)[field] = value
  }
  const upload = route.upload ? (ids.uploads?.[route.path] ?? defaultUpload(route.upload)) : undefined
  return { params, query, body, ...(upload ? { upload } : {}) }
}

function shapeOf(schema: z.ZodType): Record<string, unknown> {
  return (schema as unknown as { shape?: Record<string, unknown> }).shape ?? {}
}

/** Query values as the browser sends them: text, repeated keys for lists. */
export function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return ''
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

/** Fills the path's `:name` segments; values are encoded unless they are marked raw. */
export function fillPath(path: string, params: Record<string, string>, raw = false): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name] ?? ''
    return raw ? value : encodeURIComponent(value)
  })
}

/** The request as app.inject takes it (without caller, cookie or address). */
export function toInject(route: RouteUnderTest, parts: RequestParts): InjectOptions {
  const options: InjectOptions = {
    method: route.method,
    url: fillPath(route.path, parts.params) + queryString(parts.query),
  }
  if (parts.upload) {
    Object.assign(options, uploadRequest(parts.upload))
  } else if (parts.body !== undefined) {
    options.payload = JSON.stringify(parts.body)
    options.headers = { 'content-type': 'application/json' }
  } else if (route.authenticatedBy === 'signature') {
    options.payload = '{}'
    options.headers = { 'content-type': 'application/json' }
  }
  return options
}
