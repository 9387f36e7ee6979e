import fc from 'fast-check'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { ErrorBodySchema } from '#shared/contracts/contract.ts'
import { buildTestApp, TEST_ORIGIN } from '#server/test/build-test-app.ts'
import { collectContracts, parseRouteTree, PLAIN_ROUTES } from '#server/test/contracts/collect-contracts.ts'
import { buildContractWorld, freshAddress } from '#server/test/contracts/fixtures.ts'
import {
  applyMutation,
  fixedBodyAttacks,
  fixedUrlAttacks,
  mustBeRefused,
  mutationsOf,
  type BadRequest,
} from '#server/test/contracts/mutations.ts'
import { changedTables, countRows } from '#server/test/contracts/row-counts.ts'
import { fixedUploadAttacks } from '#server/test/contracts/uploads.ts'
import {
  fillPath,
  queryString,
  routesUnderTest,
  validParts,
  type RouteUnderTest,
} from '#server/test/contracts/requests.ts'

// The bad-input fuzz (docs/decisions/018-generated-contract-suites.md): every route that takes a
// body, a query or path parameters gets broken versions of a valid request generated from its zod
// schemas, sent by a caller its guard lets in. Each must answer 4xx with the error envelope, and no
// table may gain or lose a row. The routes come from the contract files, so a new route is fuzzed
// without anyone editing this file.

/** Random mutations per route with a body (each is one request). */
const RUNS_PER_ROUTE = 25

/** Tables that change whatever a request carries: a session is renewed when it is used. */
const TABLES_THAT_COUNT_REQUESTS = ['sessions']

const collected = await collectContracts()
const t = await buildTestApp()
const world = await buildContractWorld(t)
const registered = parseRouteTree(t.app.printRoutes({ commonPrefix: false }))
const routes = routesUnderTest(collected, PLAIN_ROUTES, registered).filter(
  (route) =>
    route.body || route.upload || route.query || route.params || route.authenticatedBy === 'signature',
)
let requestCount = 0

afterAll(async () => {
  console.log(`bad-input fuzz: ${routes.length} routes, ${requestCount} requests`)
  await t.close()
})

function cookieFor(route: RouteUnderTest): string | null {
  if (route.access === 'admin') return world.admin.cookie
  if (route.access === 'customer') return world.owner.cookie
  return null
}

async function send(route: RouteUnderTest, options: InjectOptions): Promise<LightMyRequestResponse> {
  const cookie = cookieFor(route)
  requestCount += 1
  return t.app.inject({
    ...options,
    remoteAddress: freshAddress(),
    headers: { origin: TEST_ORIGIN, ...options.headers, ...(cookie ? { cookie } : {}) },
  })
}

/** Why the answer to a bad request is wrong, or null when it is a proper refusal. */
function problemWith(res: LightMyRequestResponse): string | null {
  if (res.statusCode < 400 || res.statusCode >= 500) return `answered ${res.statusCode}`
  let body: unknown
  try {
    body = res.json()
  } catch {
    return `answered ${res.statusCode} without a JSON error body: ${res.body.slice(0, 120)}`
  }
  if (!ErrorBodySchema.safeParse(body).success)
    return `answered ${res.statusCode} with ${res.body.slice(0, 160)}`
  return null
}

describe('every route refuses bad input with a 4xx and the error envelope, and stores nothing', () => {
  it.each(routes)('$name', async (route) => {
    const parts = validParts(route, world)
    const problems: string[] = []
    const before = await countRows(t.db.db, TABLES_THAT_COUNT_REQUESTS)

    const url = fillPath(route.path, parts.params) + queryString(parts.query)
    const fixed: BadRequest[] = [
      ...(route.body || route.authenticatedBy === 'signature' ? fixedBodyAttacks(route, parts) : []),
      // Multipart and raw bodies: malformed, wrong types, too many or too large (decision 026).
      ...(parts.upload ? fixedUploadAttacks({ method: route.method, url }, parts.upload) : []),
      ...fixedUrlAttacks(route, parts),
    ]
    for (const attack of fixed) {
      const problem = problemWith(await send(route, attack.options))
      if (problem) problems.push(`${attack.label}: ${problem}`)
    }

    if (route.body) {
      await fc.assert(
        fc.asyncProperty(mutationsOf(parts.body), async (mutations) => {
          const mutated = mutations.reduce<unknown>(applyMutation, parts.body)
          fc.pre(mustBeRefused(route.body, mutated, mutations))
          const res = await send(route, {
            method: route.method,
            url,
            headers: { 'content-type': 'application/json' },
            payload: mutated === undefined ? '' : JSON.stringify(mutated),
          })
          const problem = problemWith(res)
          if (problem) {
            const what = mutations.map((m) => `${m.kind} at ${m.path.join('.') || 'the body'}`).join(', ')
            problems.push(`${what}: ${problem}`)
          }
        }),
        { numRuns: RUNS_PER_ROUTE },
      )
    }

    const after = await countRows(t.db.db, TABLES_THAT_COUNT_REQUESTS)
    expect(problems).toEqual([])
    expect(changedTables(before, after)).toEqual([])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})
