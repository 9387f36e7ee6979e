import type { FastifySerializerCompiler } from 'fastify'
import fastJsonStringify from 'fast-json-stringify'
import { ResponseSerializationError } from 'fastify-type-provider-zod'
import { z } from 'zod'

type Serialize = (data: unknown) => string

/**
 * Fastify's serializer compiler for the contracts' zod response schemas
 * (docs/decisions/022-compiled-serializers-and-batched-reads.md).
 *
 * Each schema is compiled once, through its JSON Schema, into a fast-json-stringify function that
 * writes only the declared fields: a response carries nothing nobody declared, as before. With
 * `validate` (development and tests) every response is also checked against its zod schema first,
 * and a mismatch is a 500, so a handler that breaks its contract fails its tests; in production the
 * compiled function alone runs. A schema the compiled form cannot describe exactly (a transform, a
 * default, anything JSON Schema cannot say) is always encoded by zod, in every mode.
 */
export function createResponseSerializerCompiler({
  validate,
}: {
  validate: boolean
}): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    const compiled = compile(schema)
    if (compiled && !validate) return compiled
    const write = compiled ?? JSON.stringify
    return (data: unknown) => {
      const result = z.safeEncode(schema, data)
      if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error })
      return write(result.data)
    }
  }
}

/**
 * The compiled writer of a schema whose wire form is exactly its output (no transform, codec or
 * default between them), or null. Refinements are not written into JSON Schema; they are checked
 * by zod where `validate` is on.
 */
export function compile(schema: z.ZodType): Serialize | null {
  // The contracts' schemas are module constants: every app built in a process (the tests build
  // many) shares their compiled writers.
  let compiled = compiledWriters.get(schema)
  if (compiled === undefined) {
    compiled = compileUncached(schema)
    compiledWriters.set(schema, compiled)
  }
  return compiled
}

const compiledWriters = new WeakMap<z.ZodType, Serialize | null>()

function compileUncached(schema: z.ZodType): Serialize | null {
  let input: unknown
  let output: unknown
  try {
    input = z.toJSONSchema(schema, { target: 'draft-7', io: 'input', unrepresentable: 'throw' })
    output = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' })
  } catch {
    return null
  }
  // Zod closes objects to unknown keys only on the output side, and a default makes a field
  // optional on the input side only; neither changes what encoding writes. Any other difference
  // means encoding changes the value, which only zod can do.
  if (
    JSON.stringify(withoutKeywords(input, LOOSE_KEYWORDS)) !==
    JSON.stringify(withoutKeywords(output, LOOSE_KEYWORDS))
  ) {
    return null
  }
  // The input side, without the closed objects: the compiled writer leaves undeclared keys out
  // anyway, and picks a union's branch by validating the value, where a closed object would
  // refuse a value that merely carries one field too many.
  const { $schema: _dialect, ...wire } = input as Record<string, unknown>
  try {
    return fastJsonStringify(wire) as Serialize
  } catch {
    return null
  }
}

const LOOSE_KEYWORDS = new Set(['additionalProperties', 'required', 'default'])
// Schema members whose keys are names (of fields, of definitions), not keywords.
const NAMED_SCHEMAS = new Set(['properties', 'patternProperties', 'definitions', '$defs'])

function withoutKeywords(schema: unknown, keywords: ReadonlySet<string>): unknown {
  if (Array.isArray(schema)) return schema.map((item) => withoutKeywords(item, keywords))
  if (typeof schema !== 'object' || schema === null) return schema
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => !keywords.has(key))
      .map(([key, value]) => [
        key,
        NAMED_SCHEMAS.has(key) && typeof value === 'object' && value !== null
          ? Object.fromEntries(
              Object.entries(value).map(([name, member]) => [name, withoutKeywords(member, keywords)]),
            )
          : withoutKeywords(value, keywords),
      ]),
  )
}
