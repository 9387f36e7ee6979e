import fc from 'fast-check'
import type { z } from 'zod'

/**
 * fast-check arbitraries of valid inputs, derived from a contract's zod schema, so the generated
 * suites build requests for any route without anyone writing a sample by hand
 * (docs/decisions/018-generated-contract-suites.md). Values are plausible rather than exotic: plain
 * ASCII text without control characters, so a sample is refused only for what a mutation adds.
 */

// zod 4 keeps each schema's definition under `_zod.def`; only the parts read here are typed.
type Check = {
  check: string
  minimum?: number
  maximum?: number
  length?: number
  value?: number | bigint
  inclusive?: boolean
  format?: string
  pattern?: RegExp
}
type Def = {
  type: string
  format?: string
  pattern?: RegExp
  checks?: { _zod: { def: Check } }[]
  innerType?: z.ZodType
  in?: z.ZodType
  out?: z.ZodType
  shape?: Record<string, z.ZodType>
  element?: z.ZodType
  options?: z.ZodType[]
  entries?: Record<string, string | number>
  values?: unknown[]
  items?: z.ZodType[]
  keyType?: z.ZodType
  valueType?: z.ZodType
  left?: z.ZodType
  getter?: () => z.ZodType
}

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def
}

function checksOf(def: Def): Check[] {
  return (def.checks ?? []).map((c) => c._zod.def)
}

/** Whether an object may leave this field out (optional, or filled by a default). */
export function isOptionalField(schema: z.ZodType): boolean {
  return schema.safeParse(undefined).success
}

// How many tries a filtered arbitrary gets before fast-check gives up on it (it then reports which
// schema it could not satisfy, which is the generator's gap to close, not the route's).
const MAX_EXTRA_LENGTH = 12
// A pattern's \s may produce a vertical tab or a form feed: plausible input is printable text.
const PLAIN = /^[\x20-\x7e\u00a0-\ud7ff\ue000-\uffff]*$/
const WORD = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

const text = (minLength: number, maxLength: number) =>
  fc.array(fc.constantFrom(...WORD), { minLength, maxLength }).map((chars) => chars.join(''))

const email = fc
  .tuple(text(1, 10), text(1, 10), fc.constantFrom('com', 'org', 'net', 'example'))
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`.toLowerCase())

const isoDate = fc
  .date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2024-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10))

const isoDateTime = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString())

const webUrl = fc
  .tuple(text(1, 12), fc.constantFrom('com', 'org', 'net'), text(0, 12))
  .map(([host, tld, path]) => `https://${host.toLowerCase()}.${tld}/${path}`)

const FORMATS: Record<string, fc.Arbitrary<string>> = {
  email,
  uuid: fc.uuid({ version: 4 }),
  guid: fc.uuid({ version: 4 }),
  url: webUrl,
  date: isoDate,
  datetime: isoDateTime,
}

function stringArbitrary(schema: z.ZodType, def: Def): fc.Arbitrary<string> {
  let min = 0
  let max = Number.POSITIVE_INFINITY
  let pattern: RegExp | undefined
  let format = def.format && def.format !== 'regex' ? def.format : undefined
  if (def.format === 'regex' && def.pattern) pattern = def.pattern
  for (const check of checksOf(def)) {
    if (check.check === 'min_length') min = Math.max(min, check.minimum ?? 0)
    if (check.check === 'max_length') max = Math.min(max, check.maximum ?? max)
    if (check.check === 'length_equals') min = max = check.length ?? 0
    if (check.check === 'string_format') {
      if (check.format === 'regex' && check.pattern) pattern = check.pattern
      else if (check.format) format ??= check.format
    }
  }
  let base: fc.Arbitrary<string>
  const known = format ? FORMATS[format] : undefined
  if (known) base = known
  else if (pattern) base = fc.stringMatching(pattern)
  else base = text(min, Math.min(max, min + MAX_EXTRA_LENGTH))
  return base.filter(
    (value) =>
      value.length >= min && value.length <= max && PLAIN.test(value) && schema.safeParse(value).success,
  )
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  let min = -1000
  let max = 1000
  let integer = false
  let exclusiveMin = false
  let exclusiveMax = false
  for (const check of checksOf(def)) {
    if (check.check === 'greater_than') {
      min = Number(check.value)
      exclusiveMin = !check.inclusive
    }
    if (check.check === 'less_than') {
      max = Number(check.value)
      exclusiveMax = !check.inclusive
    }
    if (check.check === 'number_format' && /int/.test(check.format ?? '')) integer = true
  }
  // Plausible magnitudes: a limit of 2^53 is a type's bound, not a value anyone sends.
  if (max - min > 10_000) max = Math.max(min, 0) + 1000
  if (integer) {
    return fc.integer({
      min: Math.ceil(exclusiveMin ? min + 1 : min),
      max: Math.floor(exclusiveMax ? max - 1 : max),
    })
  }
  return fc.double({ min, max, minExcluded: exclusiveMin, maxExcluded: exclusiveMax, noNaN: true })
}

/** An arbitrary of values the schema accepts (its input side). */
export function arbitraryFor(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema)
  switch (def.type) {
    case 'string':
      return stringArbitrary(schema, def)
    case 'number':
      return numberArbitrary(def)
    case 'int':
      return numberArbitrary({ ...def, checks: def.checks })
    case 'boolean':
      return fc.boolean()
    case 'literal':
      return fc.constantFrom(...(def.values ?? []))
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}))
    case 'null':
      return fc.constant(null)
    case 'undefined':
    case 'void':
      return fc.constant(undefined)
    case 'any':
    case 'unknown':
      return text(1, 8)
    case 'optional':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return arbitraryFor(def.innerType!)
    case 'nullable':
      return fc.option(arbitraryFor(def.innerType!), { nil: null, freq: 4 })
    case 'lazy':
      return arbitraryFor(def.getter!())
    case 'pipe': {
      // A transform's output says nothing of what it accepts; otherwise the later stage is the
      // stricter one (a trimmed string piped into an e-mail), and the whole pipe filters the rest.
      const source = defOf(def.out!).type === 'transform' ? def.in! : def.out!
      return arbitraryFor(source).filter((value) => schema.safeParse(value).success)
    }
    case 'object':
      return objectArbitrary(schema, def)
    case 'array': {
      let min = 0
      let max = 3
      for (const check of checksOf(def)) {
        if (check.check === 'min_length') min = check.minimum ?? 0
        if (check.check === 'max_length') max = Math.min(check.maximum ?? max, Math.max(min, 3))
        if (check.check === 'length_equals') min = max = check.length ?? 0
      }
      return fc.array(arbitraryFor(def.element!), { minLength: min, maxLength: Math.max(min, max) })
    }
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map(arbitraryFor))
    case 'union':
      return fc.oneof(...(def.options ?? []).map(arbitraryFor))
    case 'intersection':
      return arbitraryFor(def.left!).filter((value) => schema.safeParse(value).success)
    case 'record':
      return fc.dictionary(arbitraryFor(def.keyType!) as fc.Arbitrary<string>, arbitraryFor(def.valueType!), {
        maxKeys: 3,
      })
    case 'date':
      return isoDateTime.map((iso) => new Date(iso))
    default:
      throw new Error(`zod-arbitrary: no generator for zod type '${def.type}' yet; add one here`)
  }
}

function objectArbitrary(schema: z.ZodType, def: Def): fc.Arbitrary<unknown> {
  const shape = def.shape ?? {}
  const fields: Record<string, fc.Arbitrary<unknown>> = {}
  const requiredKeys: string[] = []
  for (const [key, field] of Object.entries(shape)) {
    fields[key] = arbitraryFor(field)
    if (!isOptionalField(field)) requiredKeys.push(key)
  }
  // Refinements across fields (superRefine) are checked on the whole object.
  return fc
    .record(fields, { requiredKeys })
    .filter((value) => schema.safeParse(value).success)
    .map((value) => ({ ...value }))
}

/**
 * One valid value of the schema, reproducible from the seed. Throws when the generator cannot
 * find one (a schema shape it does not know yet).
 */
export function validSample(schema: z.ZodType, seed = 1): unknown {
  const [value] = fc.sample(arbitraryFor(schema), { seed, numRuns: 1 })
  if (!schema.safeParse(value).success) throw new Error('zod-arbitrary produced a value its schema refuses')
  return value
}
