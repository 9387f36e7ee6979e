import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { ContractTable } from '#shared/contracts/contract.ts'
import { breach, expectationFor, MATRIX_CALLERS } from './access-expectations.ts'
import { entriesOfModule } from './collect-contracts.ts'
import {
  applyMutation,
  BODY_LIMIT_BYTES,
  breaksTextRule,
  fixedBodyAttacks,
  fixedUrlAttacks,
  mustBeRefused,
  mutationsOf,
  type Mutation,
} from './mutations.ts'
import { routesUnderTest, toInject, validParts, type IdSource } from './requests.ts'
import { fixedUploadAttacks } from './uploads.ts'

// A contract table written today for a route that does not exist yet: the generated suites must
// cover it with no edit of theirs (docs/decisions/018-generated-contract-suites.md).
const gadgetsContract = {
  attach: {
    method: 'POST',
    path: '/api/cases/:caseId/gadgets',
    summary: 'Attach a gadget to a case',
    access: 'customer',
    owner: { caseId: 'case' },
    params: z.object({ caseId: z.uuid() }),
    body: z.object({ name: z.string().trim().min(1).max(40), size: z.number().int().min(1).max(9) }),
    response: z.object({ id: z.string() }),
    status: 201,
  },
  audit: {
    method: 'GET',
    path: '/api/admin/gadgets',
    summary: 'Every gadget',
    access: 'admin',
    query: z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) }),
    response: z.object({ ids: z.array(z.string()) }),
  },
} as const satisfies ContractTable

const ids: IdSource = {
  owned: {
    user: 'owner-user-id',
    case: '11111111-1111-4111-8111-111111111111',
    order: '22222222-2222-4222-8222-222222222222',
    document: '33333333-3333-4333-8333-333333333333',
    signature: '44444444-4444-4444-8444-444444444444',
    payment: 'pi_secret_0123456789',
    identitySession: 'vs_sandbox_00000000000000000000000000000000',
    fingerprint: '55555555-5555-4555-8555-555555555555',
    affiliate: 'OWNERCODE',
  },
  params: {},
}

const [attach, audit] = routesUnderTest(entriesOfModule('gadgets.contract.ts', { gadgetsContract }), [], [])

describe('the generated suites on a contract table they have never seen', () => {
  it('build a valid request that names the owner’s case', () => {
    const parts = validParts(attach!, ids)
    expect(parts.params.caseId).toBe(ids.owned.case)
    expect(gadgetsContract.attach.body.safeParse(parts.body).success).toBe(true)
  })

  it('promise 401 signed out, 404 to another customer, the owner’s own record, and an admin let in', () => {
    expect(MATRIX_CALLERS.map((caller) => expectationFor(attach!, caller))).toEqual([
      { kind: 'refused', status: 401 },
      { kind: 'hidden' },
      { kind: 'admitted', mayBeMissing: false },
      { kind: 'admitted', mayBeMissing: true },
    ])
    expect(MATRIX_CALLERS.map((caller) => expectationFor(audit!, caller))).toEqual([
      { kind: 'refused', status: 401 },
      { kind: 'refused', status: 403 },
      { kind: 'refused', status: 403 },
      { kind: 'admitted', mayBeMissing: true },
    ])
  })

  it('fail a route that shows another customer the record, refuses its owner, or breaks', () => {
    expect(breach(expectationFor(attach!, 'OTHER_CUSTOMER'), 201)).toMatch(/expected 404/)
    expect(breach(expectationFor(attach!, 'OTHER_CUSTOMER'), 403)).toMatch(/expected 404/)
    expect(breach(expectationFor(attach!, 'OWNER'), 404)).toMatch(/its own record/)
    expect(breach(expectationFor(audit!, 'OWNER'), 200)).toMatch(/expected 403/)
    expect(breach(expectationFor(audit!, 'ADMIN'), 500)).toMatch(/server error/)
    expect(breach(expectationFor(attach!, 'OTHER_CUSTOMER'), 404)).toBeNull()
  })

  it('send framing, size, nesting and prototype attacks to its body, and bad values to its parameters', () => {
    const parts = validParts(attach!, ids)
    const labels = [...fixedBodyAttacks(attach!, parts), ...fixedUrlAttacks(attach!, parts)].map(
      (a) => a.label,
    )
    expect(labels).toEqual(
      expect.arrayContaining([
        'empty JSON body',
        'invalid JSON',
        'XML content type',
        'top-level __proto__',
        'top-level constructor.prototype',
        'body nested 1,000 levels',
        'body just over the limit',
        'a 1 MB string in name',
        'path parameter caseId: NUL',
        'path parameter caseId: lone surrogate (CESU-8 bytes)',
      ]),
    )
    const overLimit = fixedBodyAttacks(attach!, parts).find((a) => a.label === 'body just over the limit')!
    expect(String(overLimit.options.payload).length).toBeGreaterThan(BODY_LIMIT_BYTES)
    expect(fixedUrlAttacks(audit!, validParts(audit!, ids)).map((a) => a.label)).toEqual(
      expect.arrayContaining(['query limit: NUL', 'query limit: a repeated key']),
    )
  })

  it('break exactly the member each mutation names, and count extra keys alone as no fault', () => {
    const body = validParts(attach!, ids).body as { name: string; size: number }
    const schema = gadgetsContract.attach.body
    const nul = applyMutation(body, { kind: 'nul', path: ['name'], pick: 0 }) as typeof body
    expect(nul.name).toContain('\u0000')
    expect(nul.size).toBe(body.size)
    expect(applyMutation(body, { kind: 'missing', path: ['size'], pick: 0 })).not.toHaveProperty('size')
    const deep = applyMutation(body, { kind: 'deep', path: ['size'], pick: 1 }) as { size: unknown }
    let depth = 0
    for (let node = deep.size; Array.isArray(node); node = node[0]) depth += 1
    expect(depth).toBe(1000)
    const extra = applyMutation(body, { kind: 'extraKeys', path: [], pick: 0 })
    expect(mustBeRefused(schema, extra, [{ kind: 'extraKeys', path: [], pick: 0 }])).toBe(false)
    expect(mustBeRefused(schema, nul, [{ kind: 'nul', path: ['name'], pick: 0 }])).toBe(true)
    const wrong = applyMutation(body, { kind: 'wrongType', path: ['size'], pick: 0 })
    expect(mustBeRefused(schema, wrong, [{ kind: 'wrongType', path: ['size'], pick: 0 }])).toBe(true)
    // A control character a later mutation wiped out leaves a valid request, not one to refuse.
    const wiped: Mutation[] = [
      { kind: 'control', path: ['name'], pick: 0 },
      { kind: 'missing', path: ['name'], pick: 0 },
      { kind: 'wrongType', path: ['name'], pick: 0 },
    ]
    const rewritten = wiped.reduce<unknown>(applyMutation, body)
    expect(rewritten).toMatchObject({ name: 'text' })
    expect(mustBeRefused(schema, rewritten, wiped)).toBe(false)
  })

  it('draw one to three mutations over every member of the body', () => {
    const body = validParts(attach!, ids).body
    fc.assert(
      fc.property(
        mutationsOf(body),
        (mutations) =>
          mutations.length >= 1 && mutations.length <= 3 && mutations.every((m) => m.path.length <= 1),
      ),
      { numRuns: 100 },
    )
  })

  it('send a query value only when the route must refuse it', () => {
    const search = routesUnderTest(
      entriesOfModule('search.contract.ts', {
        searchContract: {
          find: {
            method: 'GET',
            path: '/api/search',
            summary: 'Search',
            access: 'public',
            query: z.object({ q: z.string().max(20_000) }),
            response: z.null(),
          },
        },
      }),
      [],
      [],
    )[0]!
    const labels = fixedUrlAttacks(search, { params: {}, query: { q: 'abc' }, body: undefined }).map(
      (a) => a.label,
    )
    expect(labels).toContain('query q: NUL')
    expect(labels).toContain('query q: lone surrogate (CESU-8 bytes)')
    expect(labels).not.toContain('query q: a 10,000-character value')
    expect(labels).not.toContain('query q: dot segments')
  })

  it('send an upload route a form-data or raw body, and the broken uploads it must refuse', () => {
    const [post, put] = routesUnderTest(
      entriesOfModule('attachments.contract.ts', {
        attachmentsContract: {
          post: {
            method: 'POST',
            path: '/api/attachments',
            summary: 'Attach files',
            access: 'public',
            upload: 'multipart',
            response: z.null(),
          },
          put: {
            method: 'PUT',
            path: '/api/attachments/:id',
            summary: 'Put one file',
            access: 'customer',
            params: z.object({ id: z.uuid() }),
            upload: 'raw',
            response: z.null(),
          },
        },
      }),
      [],
      [],
    )
    const withFields: IdSource = {
      ...ids,
      uploads: {
        '/api/attachments': {
          kind: 'multipart',
          fields: { caseId: ids.owned.case },
          files: [
            { field: 'files[]', filename: 'a.pdf', contentType: 'application/pdf', bytes: new Uint8Array(8) },
          ],
        },
      },
    }
    const postParts = validParts(post!, withFields)
    const request = toInject(post!, postParts)
    expect(String(request.headers!['content-type'])).toMatch(/^multipart\/form-data; boundary=/)
    expect(String(request.payload)).toContain(`name="caseId"\r\n\r\n${ids.owned.case}`)
    expect(
      fixedUploadAttacks({ method: 'POST', url: '/api/attachments' }, postParts.upload!).map((a) => a.label),
    ).toEqual(
      expect.arrayContaining([
        'JSON instead of multipart',
        'multipart without a boundary',
        'multipart cut off in a file',
        '11 files',
        'a file over the 10 MB limit',
        'too many fields',
        'files before the fields',
      ]),
    )
    const putParts = validParts(put!, ids)
    expect(toInject(put!, putParts).headers).toEqual({ 'content-type': 'application/pdf' })
    expect(
      fixedUploadAttacks({ method: 'PUT', url: '/api/attachments/x' }, putParts.upload!).map((a) => a.label),
    ).toEqual(['empty raw body', 'raw body over the file limit'])
  })

  it('recognise the characters the text rule refuses, and leave line breaks, tabs and emoji alone', () => {
    expect(['a\u0000b', 'a\u0007', '\ud800x', 'x\udc00', '\u0085'].map(breaksTextRule)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ])
    expect(['line\nbreak\r\n', 'tab\there', 'emoji \ud83d\ude00', 'plain'].map(breaksTextRule)).toEqual([
      false,
      false,
      false,
      false,
    ])
  })
})
