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
  // Zod closes objects to unknown keys only on the output side; any other difference means
  // encoding changes the value, which only zod can do.
  if (
    JSON.stringify(withoutKey(input, 'additionalProperties')) !==
    JSON.stringify(withoutKey(output, 'additionalProperties'))
  ) {
    return null
  }
  // The input side, without the closed objects: the compiled writer leaves undeclared keys out
  // anyway, and picks a union's branch by validating the value, where a closed object would
  // refuse a value that merely carries one field too many.
  try {
    return fastJsonStringify(withoutKey(input, '$schema') as object) as Serialize
  } catch {
    return null
  }
}

function withoutKey(value: unknown, key: string): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutKey(item, key))
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([name]) => name !== key)
      .map(([name, item]) => [name, withoutKey(item, key)]),
  )
}
