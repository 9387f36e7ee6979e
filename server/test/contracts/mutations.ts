import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import type { z } from 'zod'
import { findTextProblem } from '#shared/domain/text-fields.ts'
import { fillPath, queryString, type RequestParts, type RouteUnderTest } from './requests.ts'
import { uploadRequest } from './uploads.ts'

/**
 * Bad inputs made from a valid request (docs/decisions/018-generated-contract-suites.md): each
 * keeps the request well-formed except for what it breaks, so a 4xx can only be about that.
 */

/** A bad request and what makes it bad, for the failure message. */
export type BadRequest = { label: string; options: InjectOptions }

/** The server's body limit (server/app.ts); a body just over it must be refused with 413. */
export const BODY_LIMIT_BYTES = 1024 * 1024

export const NUL = '\u0000'
export const LONE_SURROGATE = '\ud800'
const CONTROLS = ['\u0001', '\u0007', '\u0008', '\u000b', '\u000c', '\u001b', '\u007f', '\u0085']

type Path = (string | number)[]

/** Every place in a JSON value a mutation can hit: the value itself and each nested member. */
export function pathsOf(value: unknown, prefix: Path = []): Path[] {
  const paths: Path[] = [prefix]
  if (Array.isArray(value)) value.forEach((item, i) => paths.push(...pathsOf(item, [...prefix, i])))
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...prefix, key]))
  }
  return paths
}

function getAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], value)
}

/** A copy of `value` with the member at `path` replaced (or removed when `replacement` is REMOVE). */
export function setAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement
  const [head, ...rest] = path
  if (Array.isArray(value)) {
    const copy = [...value]
    if (replacement === REMOVE && rest.length === 0) copy.splice(head as number, 1)
    else copy[head as number] = setAt(copy[head as number], rest, replacement)
    return copy
  }
  const copy = { ...(value as Record<string, unknown>) }
  if (replacement === REMOVE && rest.length === 0) delete copy[head as string]
  else copy[head as string] = setAt(copy[head as string], rest, replacement)
  return copy
}

export const REMOVE = Symbol('remove')

/** `depth` arrays (or objects) inside each other, as JSON text would carry them. */
export function deeplyNested(depth: number, kind: 'array' | 'object'): unknown {
  let node: unknown = 'x'
  for (let i = 0; i < depth; i++) node = kind === 'array' ? [node] : { a: node }
  return node
}

function insertInto(original: unknown, inserted: string): string {
  const text = typeof original === 'string' ? original : 'text'
  const at = Math.floor(text.length / 2)
  return text.slice(0, at) + inserted + text.slice(at)
}

function wrongTypeFor(original: unknown): unknown[] {
  if (typeof original === 'string') return [12345, true, null, [original], { value: original }]
  if (typeof original === 'number') return ['not a number', null, [original], { value: original }]
  if (typeof original === 'boolean') return ['yes', 1, null, [original]]
  if (Array.isArray(original)) return [{ 0: original[0] }, 'list', null, 7]
  if (original && typeof original === 'object') return [[original], 'object', null, 7]
  return ['text', 7, [], {}]
}

/** What a mutation does to one member of a JSON value. */
export type Mutation =
  | {
      kind: 'nul' | 'surrogate' | 'control' | 'long' | 'deep' | 'missing' | 'wrongType'
      path: Path
      pick: number
    }
  | { kind: 'extraKeys'; path: Path; pick: number }

/** Mutations that add characters the text rule refuses; zod's other rules may still accept them. */
export const TEXT_RULE_KINDS = new Set<Mutation['kind']>(['nul', 'surrogate', 'control'])

export function applyMutation(value: unknown, m: Mutation): unknown {
  const original = getAt(value, m.path)
  switch (m.kind) {
    case 'nul':
      return setAt(value, m.path, insertInto(original, NUL))
    case 'surrogate':
      return setAt(value, m.path, insertInto(original, LONE_SURROGATE))
    case 'control':
      return setAt(value, m.path, insertInto(original, CONTROLS[m.pick % CONTROLS.length]!))
    case 'long':
      return setAt(value, m.path, 'x'.repeat(100_000))
    case 'deep':
      return setAt(value, m.path, deeplyNested(1000, m.pick % 2 ? 'array' : 'object'))
    case 'missing':
      return m.path.length ? setAt(value, m.path, REMOVE) : undefined
    case 'wrongType': {
      const options = wrongTypeFor(original)
      return setAt(value, m.path, options[m.pick % options.length])
    }
    case 'extraKeys': {
      if (!original || typeof original !== 'object' || Array.isArray(original)) return value
      return setAt(value, m.path, {
        ...original,
        prototype: { polluted: true },
        isAdmin: true,
        role: 'ADMIN',
        userId: '00000000-0000-4000-8000-000000000000',
      })
    }
  }
}

/** Random mutations of a JSON value: one to three of them, each hitting any member. */
export function mutationsOf(value: unknown): fc.Arbitrary<Mutation[]> {
  const paths = pathsOf(value)
  const one = fc.record({
    kind: fc.constantFrom<Mutation['kind']>(
      'nul',
      'surrogate',
      'control',
      'long',
      'deep',
      'missing',
      'wrongType',
      'extraKeys',
    ),
    path: fc.constantFrom(...paths),
    pick: fc.nat({ max: 20 }),
  }) as fc.Arbitrary<Mutation>
  return fc.array(one, { minLength: 1, maxLength: 3 })
}

/**
 * Whether the mutated input must be refused: the schema refuses it, or a mutation put in a
 * character the text rule refuses (zod's own string rules let those through). Extra keys alone
 * are dropped by zod's objects and leave a valid request, so they count only beside another fault.
 */
export function mustBeRefused(schema: z.ZodType | undefined, mutated: unknown, applied: Mutation[]): boolean {
  if (!schema) return false
  if (!schema.safeParse(mutated).success) return true
  // A later mutation may have replaced or removed the inserted character, so look at what is left.
  return applied.some((m) => {
    const value = getAt(mutated, m.path)
    return TEXT_RULE_KINDS.has(m.kind) && typeof value === 'string' && breaksTextRule(value)
  })
}

const json = { 'content-type': 'application/json' }

function baseRequest(route: RouteUnderTest, parts: RequestParts): InjectOptions {
  return { method: route.method, url: fillPath(route.path, parts.params) + queryString(parts.query) }
}

/** The fixed bad bodies every route with a body gets: framing, size, nesting, prototype keys. */
export function fixedBodyAttacks(route: RouteUnderTest, parts: RequestParts): BadRequest[] {
  const base = baseRequest(route, parts)
  const valid = JSON.stringify(parts.body ?? {})
  const withKey = (raw: string) => (valid === '{}' ? `{${raw}}` : `{${raw},${valid.slice(1)}`)
  const firstText = pathsOf(parts.body).find((p) => typeof getAt(parts.body, p) === 'string')
  const attacks: BadRequest[] = [
    { label: 'empty JSON body', options: { ...base, headers: json, payload: '' } },
    { label: 'invalid JSON', options: { ...base, headers: json, payload: valid.slice(0, -1) + ',' } },
    {
      label: 'XML content type',
      options: { ...base, headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
    },
    {
      label: 'form content type',
      options: { ...base, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1' },
    },
    {
      label: 'top-level __proto__',
      options: { ...base, headers: json, payload: withKey('"__proto__":{"polluted":true}') },
    },
    {
      label: 'top-level constructor.prototype',
      options: { ...base, headers: json, payload: withKey('"constructor":{"prototype":{"polluted":true}}') },
    },
    { label: 'array for the body', options: { ...base, headers: json, payload: `[${valid}]` } },
    { label: 'null for the body', options: { ...base, headers: json, payload: 'null' } },
    { label: 'a number for the body', options: { ...base, headers: json, payload: '42' } },
    {
      label: 'body nested 1,000 levels',
      options: { ...base, headers: json, payload: '['.repeat(1000) + ']'.repeat(1000) },
    },
    {
      label: 'body just over the limit',
      options: {
        ...base,
        headers: json,
        payload: JSON.stringify({ padding: 'x'.repeat(BODY_LIMIT_BYTES + 1024) }),
      },
    },
  ]
  if (firstText) {
    attacks.push({
      label: `a 1 MB string in ${firstText.join('.')}`,
      options: {
        ...base,
        headers: json,
        payload: JSON.stringify(setAt(parts.body, firstText, 'x'.repeat(BODY_LIMIT_BYTES - 4096))),
      },
    })
    const nested = firstText.length > 1 ? firstText.slice(0, -1) : null
    if (nested) {
      const inner = JSON.stringify(getAt(parts.body, nested))
      const poisoned = JSON.parse(JSON.stringify(parts.body)) as unknown
      const marker = '"__h5_marker__"'
      const text = JSON.stringify(setAt(poisoned, nested, '__h5_marker__')).replace(
        marker,
        inner === '{}'
          ? '{"__proto__":{"polluted":true}}'
          : `{"__proto__":{"polluted":true},${inner.slice(1)}`,
      )
      attacks.push({
        label: `nested __proto__ in ${nested.join('.')}`,
        options: { ...base, headers: json, payload: text },
      })
    }
  }
  return attacks
}

/**
 * Whether the text holds a character the text rule refuses in any field (decision 016), even in a
 * multi-line one: the rule itself decides, so the fuzz can never disagree with it.
 */
export function breaksTextRule(value: string): boolean {
  return findTextProblem(value, 'multiLine') !== null
}

function decoded(raw: string): string | null {
  try {
    return decodeURIComponent(raw)
  } catch {
    return null
  }
}

/**
 * Bad values for each query key and path parameter, sent raw so they reach the server as written.
 * Only values the route must refuse are kept: undecodable, refused by the schema, or carrying a
 * character the text rule refuses.
 */
export function fixedUrlAttacks(route: RouteUnderTest, parts: RequestParts): BadRequest[] {
  const attacks: BadRequest[] = []
  const rawValues: [string, string][] = [
    ['NUL', '%00'],
    ['control character', '%07'],
    ['lone surrogate (CESU-8 bytes)', '%ED%A0%80'],
    ['invalid percent-encoding', '%E0%A4%A'],
    ['a 10,000-character value', 'x'.repeat(10_000)],
    ['dot segments', '..%2F..%2Fetc%2Fpasswd'],
  ]
  const refuses = (schema: z.ZodType, input: Record<string, unknown>, value: string | null) =>
    value === null || breaksTextRule(value) || !schema.safeParse(input).success
  // The valid body goes with every attack, so only the bad URL value can be refused.
  const body = parts.upload
    ? uploadRequest(parts.upload)
    : parts.body === undefined
      ? {}
      : { headers: json, payload: JSON.stringify(parts.body) }
  const query = queryString(parts.query)
  if (route.params) {
    for (const name of Object.keys(parts.params)) {
      for (const [label, raw] of rawValues) {
        const value = decoded(raw)
        if (!refuses(route.params, { ...parts.params, [name]: value }, value)) continue
        const url = fillPath(route.path, { ...encodeAll(parts.params), [name]: raw }, true) + query
        attacks.push({
          label: `path parameter ${name}: ${label}`,
          options: { method: route.method, url, ...body },
        })
      }
    }
  }
  if (route.query && parts.query) {
    const path = fillPath(route.path, parts.params)
    for (const key of Object.keys(parts.query)) {
      const others = Object.fromEntries(Object.entries(parts.query).filter(([k]) => k !== key))
      const rest = queryString(others)
      const join = rest ? `${rest}&` : '?'
      for (const [label, raw] of rawValues) {
        const value = decoded(raw)
        if (!refuses(route.query, { ...others, [key]: value }, value)) continue
        attacks.push({
          label: `query ${key}: ${label}`,
          options: { method: route.method, url: `${path}${join}${key}=${raw}`, ...body },
        })
      }
      const twice = [String(parts.query[key]), String(parts.query[key])]
      if (!route.query.safeParse({ ...others, [key]: twice }).success) {
        attacks.push({
          label: `query ${key}: a repeated key`,
          options: {
            method: route.method,
            url: `${path}${join}${key}=${twice[0]}&${key}=${twice[1]}`,
            ...body,
          },
        })
      }
    }
  }
  return attacks
}

function encodeAll(params: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, encodeURIComponent(v)]))
}
