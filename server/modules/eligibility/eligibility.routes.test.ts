import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EligibilityResultSchema } from '#shared/domain/eligibility/index.ts'
import { buildTestApp, TEST_ORIGIN, type TestApp } from '#server/test/build-test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_FORM_LIMIT_PER_MINUTE: '100000', API_RATE_LIMIT_PER_MINUTE: '100000' })
})
afterAll(() => t.close())

const valid = {
  convictionType: 'STATE',
  stateCode: 'WV',
  convictionDate: '2010-06-15',
  charges: ['Possession of a controlled substance'],
  supervisionCompleted: true,
  supervisionEndDate: '2012-06-15',
  offense: { felony: true, violent: false, weapon: false, domesticRelationship: false },
  asOf: '2026-11-21',
}

const check = (payload: unknown, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/eligibility',
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
    remoteAddress,
  })

describe('POST /api/eligibility', () => {
  it('answers a visitor with a verdict, findings, citations and the rules version', async () => {
    const res = await check(valid)
    expect(res.statusCode).toBe(200)
    const result = EligibilityResultSchema.parse(res.json())
    expect(result.citations.length).toBeGreaterThan(0)
    expect(result.state.citations.length).toBeGreaterThan(0)
  })

  it('judges on today when no date is given', async () => {
    const { asOf: _asOf, ...withoutDate } = valid
    const res = await check(withoutDate)
    expect(res.statusCode).toBe(200)
  })

  it('answers 400 with the spec messages per field', async () => {
    const res = await check({ convictionType: 'STATE', stateCode: 'WV', convictionDate: '', charges: [''] })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toEqual({
      convictionDate: 'Conviction date is required',
      'charges.0': 'Charges information is required',
    })
  })

  it('answers 1,000 generated bad bodies with 400, never a 500', async () => {
    const random = seeded(20261121)
    const statuses = new Map<number, number>()
    for (let i = 0; i < 1000; i++) {
      const res = await check(badBody(random))
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1)
      if (res.statusCode !== 400) throw new Error(`body ${i} got ${res.statusCode}: ${res.body}`)
      expect(res.json().error.code).toMatch(/^(validation_failed|bad_request)$/)
    }
    expect(Object.fromEntries(statuses)).toEqual({ 400: 1000 })
  })

  it('limits each address to the public form rate', async () => {
    const limited = await buildTestApp({ PUBLIC_FORM_LIMIT_PER_MINUTE: '3' })
    try {
      const statuses: number[] = []
      for (let i = 0; i < 4; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/eligibility',
          headers: { origin: TEST_ORIGIN },
          payload: valid,
          remoteAddress: '192.0.2.9',
        })
        statuses.push(res.statusCode)
      }
      expect(statuses).toEqual([200, 200, 200, 429])
    } finally {
      await limited.close()
    }
  })
})

type Random = () => number

// A small deterministic PRNG (mulberry32) so a failing body can be reproduced from its index.
function seeded(seed: number): Random {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let x = Math.imul(a ^ (a >>> 15), 1 | a)
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296
  }
}

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!

const junk = [
  null,
  '',
  ' ',
  0,
  -1,
  1e308,
  true,
  [],
  {},
  'x'.repeat(5000),
  '2023-02-30',
  '31/12/2020',
  'ZZ',
  ['a', 'b'],
  [''],
  [42],
  { $ne: 1 },
  '<script>alert(1)</script>',
  "' OR 1=1 --",
]

// Starts from a valid body and breaks one to three required or typed fields, so every body is
// invalid by construction; sometimes the body is not even an object.
function badBody(random: Random): unknown {
  if (random() < 0.05) return pick(random, [null, 42, 'text', [valid], true])
  const body: Record<string, unknown> = structuredClone(valid)
  const breakable = [
    'convictionType',
    'stateCode',
    'convictionDate',
    'charges',
    'supervisionEndDate',
    'offense',
    'asOf',
    'reliefObtained',
    'disposition',
    'residenceState',
  ]
  const count = 1 + Math.floor(random() * 3)
  for (let i = 0; i < count; i++) {
    const key = pick(random, breakable)
    if (random() < 0.2 && ['convictionType', 'stateCode', 'convictionDate', 'charges'].includes(key))
      delete body[key]
    else
      body[key] = pick(
        random,
        junk.filter((v) => !isValidFor(key, v)),
      )
  }
  return body
}

// Keeps the generator honest: a "junk" value that happens to be valid for a field is not used
// there (unknown keys of an object are dropped, so any object is a valid `offense`).
function isValidFor(key: string, value: unknown): boolean {
  const isObject = typeof value === 'object' && value !== null && !Array.isArray(value)
  if (key === 'offense') return isObject
  if (key === 'reliefObtained') return Array.isArray(value) && value.length === 0
  return false
}
