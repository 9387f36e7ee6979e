import { ResponseSerializationError } from 'fastify-type-provider-zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { compile, createResponseSerializerCompiler } from './response-serializer.ts'

const ItemSchema = z.object({
  id: z.uuid(),
  status: z.enum(['OPEN', 'CLOSED']),
  note: z.string().nullable(),
  dueOn: z.string().optional(),
  amountCents: z.number().int(),
  tags: z.array(z.string()),
  counts: z.record(z.string(), z.number()),
  owner: z.union([
    z.object({ kind: z.literal('user'), name: z.string() }),
    z.object({ kind: z.literal('system') }),
  ]),
})

const item: z.input<typeof ItemSchema> = {
  id: '5b0b8a43-7c1c-4d8e-9d35-2f1f4c0e9a11',
  status: 'OPEN',
  note: null,
  amountCents: 31_490,
  tags: ['a', 'quote " and \\ backslash', 'line\nbreak', 'é ✓'],
  counts: { x: 1, y: 2 },
  owner: { kind: 'user', name: 'Ann' },
}

function serializer(schema: z.ZodType, validate: boolean) {
  return createResponseSerializerCompiler({ validate })({
    schema,
    method: 'GET',
    url: '/api/items/:id',
    httpStatus: '200',
  })
}

describe('createResponseSerializerCompiler', () => {
  it('writes what zod would write, with or without the check', () => {
    const expected = JSON.stringify(z.encode(ItemSchema, item))
    for (const validate of [true, false]) {
      const written = serializer(ItemSchema, validate)(item)
      expect(JSON.parse(written)).toEqual(JSON.parse(expected))
    }
  })

  it('drops fields the schema does not declare, at every depth', () => {
    const extra = { ...item, passwordHash: 'secret', owner: { ...item.owner, email: 'ann@example.com' } }
    for (const validate of [true, false]) {
      const written = serializer(ItemSchema, validate)(extra)
      expect(written).not.toContain('secret')
      expect(written).not.toContain('ann@example.com')
      expect(JSON.parse(written)).toEqual(JSON.parse(JSON.stringify(item)))
    }
  })

  it('refuses a response that breaks its schema when checking', () => {
    expect(() => serializer(ItemSchema, true)({ ...item, status: 'LOST' })).toThrow(
      ResponseSerializationError,
    )
  })

  it('leaves a schema whose wire form differs from its output to zod, in every mode', () => {
    const WhenSchema = z.object({
      at: z.codec(z.iso.datetime(), z.date(), {
        decode: (text) => new Date(text),
        encode: (date) => date.toISOString(),
      }),
    })
    expect(compile(WhenSchema)).toBeNull()
    const at = new Date('2026-11-25T08:00:00.000Z')
    expect(serializer(WhenSchema, false)({ at })).toBe('{"at":"2026-11-25T08:00:00.000Z"}')
  })

  it('compiles a schema with a default, which encoding leaves as it is', () => {
    const ResultSchema = z.object({ verdict: z.string(), questions: z.array(z.string()).default([]) })
    expect(compile(ResultSchema)).not.toBeNull()
    const result = { verdict: 'ELIGIBLE', questions: ['When were you sentenced?'] }
    expect(serializer(ResultSchema, false)(result)).toBe(JSON.stringify(z.encode(ResultSchema, result)))
  })

  it('compiles a plain object schema', () => {
    expect(compile(ItemSchema)).not.toBeNull()
  })
})
