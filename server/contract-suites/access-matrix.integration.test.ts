import type { LightMyRequestResponse } from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { buildTestApp, TEST_ORIGIN } from '#server/test/build-test-app.ts'
import {
  breach,
  expectationFor,
  MATRIX_CALLERS,
  type MatrixCaller,
} from '#server/test/contracts/access-expectations.ts'
import {
  collectContracts,
  matchesPlainRoute,
  parseRouteTree,
  PLAIN_ROUTES,
} from '#server/test/contracts/collect-contracts.ts'
import { buildContractWorld, freshAddress, keepSignedIn } from '#server/test/contracts/fixtures.ts'
import {
  routesUnderTest,
  toInject,
  validParts,
  type RouteUnderTest,
} from '#server/test/contracts/requests.ts'

// The access matrix (docs/decisions/018-generated-contract-suites.md): every contract entry and
// every plain /api route, called by a signed-out visitor, another customer, the owner and an admin,
// each answer checked against what the access table in shared/domain/access.ts promises. The routes
// come from the contract files and the server's own route list, so a new route is in the matrix
// without anyone editing this file.

const collected = await collectContracts()
const t = await buildTestApp()
const world = await buildContractWorld(t)
const registered = parseRouteTree(t.app.printRoutes({ commonPrefix: false })).filter(
  (r) => r.path.startsWith('/api/') && r.method !== 'HEAD',
)
const routes = routesUnderTest(collected, PLAIN_ROUTES, registered)
let requestCount = 0

afterAll(async () => {
  console.log(
    `access matrix: ${routes.length} routes × ${MATRIX_CALLERS.length} callers = ${routes.length * MATRIX_CALLERS.length} cases, ${requestCount} requests`,
  )
  await t.close()
})

function cookieOf(caller: MatrixCaller): string | null {
  if (caller === 'OTHER_CUSTOMER') return world.other.cookie
  if (caller === 'OWNER') return world.owner.cookie
  if (caller === 'ADMIN') return world.admin.cookie
  return null
}

async function call(route: RouteUnderTest, caller: MatrixCaller): Promise<LightMyRequestResponse> {
  const options = toInject(route, validParts(route, world))
  const cookie = cookieOf(caller)
  requestCount += 1
  return t.app.inject({
    ...options,
    remoteAddress: freshAddress(),
    headers: { origin: TEST_ORIGIN, ...options.headers, ...(cookie ? { cookie } : {}) },
  })
}

describe('the route list', () => {
  it('registers every contract entry at its method and path', () => {
    const missing = collected
      .filter(({ entry }) => !registered.some((r) => r.method === entry.method && r.path === entry.path))
      .map(({ name, entry }) => `${name}: ${entry.method} ${entry.path}`)
    expect(missing).toEqual([])
  })

  it('registers no /api route that is neither a contract entry nor a listed plain route', () => {
    const unknown = registered
      .filter(
        (r) =>
          !collected.some(({ entry }) => entry.method === r.method && entry.path === r.path) &&
          !PLAIN_ROUTES.some((plain) => matchesPlainRoute(r, plain)),
      )
      .map((r) => `${r.method} ${r.path}`)
    expect(unknown).toEqual([])
  })
})

describe('every route answers each caller as its access level promises', () => {
  it.each(routes)('$name', async (route) => {
    const problems: string[] = []
    const answers = {} as Record<MatrixCaller, LightMyRequestResponse>
    for (const caller of MATRIX_CALLERS) {
      const res = await call(route, caller)
      answers[caller] = res
      const problem = breach(expectationFor(route, caller), res.statusCode)
      if (problem) problems.push(`as ${caller}: ${problem} (${res.body.slice(0, 200)})`)
    }
    if (route.access === 'public' && !route.authenticatedBy) {
      // Public means the session makes no difference: a 401 or 403 there can only be about
      // credentials in the request itself (a wrong password), so every caller gets it alike.
      const statuses = MATRIX_CALLERS.map((caller) => answers[caller].statusCode)
      if (statuses.some((s) => s === 401 || s === 403) && !statuses.every((s) => s === statuses[0])) {
        problems.push(`public, yet answered ${statuses.join('/')} to ${MATRIX_CALLERS.join('/')}`)
      }
    }
    // Another customer never sees the owner's data, whatever the route.
    const leaked = [world.owner.email, ...Object.values(world.owned)].filter((secret) =>
      answers.OTHER_CUSTOMER.body.includes(secret),
    )
    if (leaked.length) problems.push(`another customer was shown ${leaked.join(', ')}`)
    // Sign-out routes end the session they are called with.
    for (const account of [world.owner, world.other, world.admin]) await keepSignedIn(t, account)
    expect(problems).toEqual([])
  })
})
