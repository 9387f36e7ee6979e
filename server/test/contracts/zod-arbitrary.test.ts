import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { collectContracts } from './collect-contracts.ts'
import { breaksTextRule } from './mutations.ts'
import { arbitraryFor, validSample } from './zod-arbitrary.ts'

const accepts = (schema: z.ZodType) =>
  fc.assert(
    fc.property(arbitraryFor(schema), (value) => schema.safeParse(value).success),
    { numRuns: 20 },
  )

describe('zod-arbitrary', () => {
  it('generates only values each contract schema accepts (params, query and body of every entry)', async () => {
    const entries = await collectContracts()
    let schemas = 0
    for (const { entry } of entries) {
      for (const schema of [entry.params, entry.query, entry.body]) {
        if (!schema) continue
        schemas += 1
        accepts(schema)
      }
    }
    expect(schemas).toBeGreaterThan(20)
  }, 60_000)

  it('follows formats, patterns, bounds, pipes, defaults and refinements across fields', () => {
    const schema = z
      .object({
        email: z.string().trim().min(1).pipe(z.email()),
        id: z.uuid(),
        zip: z.string().regex(/^\d{5}$/),
        when: z.iso.date(),
        count: z.coerce
          .number()
          .int()
          .min(1)
          .max(5)
          .default(2)
          .transform((n) => n * 2),
        tags: z
          .array(z.enum(['A', 'B']))
          .min(1)
          .max(2),
        note: z.string().max(3).nullable().optional(),
        kind: z.union([z.literal('x'), z.literal('y')]),
        from: z.number().min(0).max(10),
        to: z.number().min(0).max(10),
      })
      .superRefine((v, ctx) => {
        if (v.to < v.from) ctx.addIssue({ code: 'custom', message: 'to before from' })
      })
    accepts(schema)
    const sample = validSample(schema, 7) as Record<string, unknown>
    expect(sample.email).toMatch(/@/)
    expect(sample.zip).toMatch(/^\d{5}$/)
  })

  it('produces printable text, so a sample is refused only for what a mutation adds', () => {
    fc.assert(
      fc.property(
        arbitraryFor(z.string().regex(/^a\s*b$/)),
        (value) => !breaksTextRule(value as string) && !/[\t\n\r]/.test(value as string),
      ),
      { numRuns: 50 },
    )
  })

  it('names the zod type it cannot generate yet instead of sending something arbitrary', () => {
    expect(() => arbitraryFor(z.bigint())).toThrow(/bigint/)
  })
})
