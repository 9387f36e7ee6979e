import { EligibilityInputSchema } from '#shared/domain/eligibility/index.ts'
import { makeRawInput, prng } from '#shared/domain/eligibility/sample-inputs.ts'
import { BENCH_ORIGIN, BROWSER_USER_AGENT, type ServerReady } from '../http-shared.ts'

// What bench/http.bench.ts measures: the bare route, every endpoint, and each endpoint's reference
// row (its own work alone on the bare instance, bench/lib/reference-routes.ts), the ceiling its
// target is set against (docs/decisions/019-fast-signed-in-api.md).

export type Session = ServerReady & { cookie: string }

export type BenchRequest = {
  method?: 'GET' | 'POST'
  path: string
  headers?: Record<string, string>
  body?: string
}

export type Target = {
  key: string
  name: string
  base: 'bare' | 'app'
  request: (s: Session) => BenchRequest
  /** A redirect is the answer, not a failure (the referral link). */
  isRedirect?: boolean
}

export type Endpoint = Target & {
  reference: Target
  /** The least share of the bare route's throughput this endpoint must reach, where one is set. */
  minVsBare?: number
}

// A generated wizard answer (the property test's generator), without a date so the server judges
// it on today's date as it does for the wizard.
function eligibilityBody(): string {
  const random = prng(7)
  for (;;) {
    const parsed = EligibilityInputSchema.safeParse(makeRawInput(random))
    if (parsed.success) {
      const { asOf: _asOf, ...input } = parsed.data
      return JSON.stringify(input)
    }
  }
}

const ELIGIBILITY_BODY = eligibilityBody()

// An endpoint and its reference: the same request (method, headers, body) sent to the bare
// instance's route for it, so both do the same work for the same visitor.
function withReference(
  endpoint: Omit<Endpoint, 'reference'>,
  reference: { key: string; work: string; path: (s: Session) => string },
): Endpoint {
  return {
    ...endpoint,
    reference: {
      key: reference.key,
      name: `reference: ${reference.work}`,
      base: 'bare',
      isRedirect: endpoint.isRedirect,
      request: (s) => ({ ...endpoint.request(s), path: reference.path(s) }),
    },
  }
}

export const BARE: Target = {
  key: 'bare',
  name: 'bare Fastify route',
  base: 'bare',
  request: () => ({ path: '/bare' }),
}

export const ENDPOINTS: Endpoint[] = [
  withReference(
    { key: 'health', name: 'GET /api/health', base: 'app', request: () => ({ path: '/api/health' }) },
    { key: 'health-only', work: 'the database ping alone', path: () => '/bare/health' },
  ),
  withReference(
    // The news page's list: its listing is counted as impressions, in batches (decision 042).
    {
      key: 'news-list',
      name: 'GET /api/news/list',
      base: 'app',
      request: () => ({ path: '/api/news/list' }),
    },
    { key: 'news-list-only', work: 'the list read and its impressions alone', path: () => '/bare/news/list' },
  ),
  withReference(
    {
      key: 'auth-user',
      name: 'GET /api/auth/user (signed in)',
      base: 'app',
      request: (s) => ({ path: '/api/auth/user', headers: { cookie: s.cookie } }),
      minVsBare: 0.25,
    },
    { key: 'auth-user-only', work: 'the session lookup alone', path: () => '/bare/auth/user' },
  ),
  withReference(
    {
      key: 'case',
      name: 'GET /api/case/:id (owner)',
      base: 'app',
      request: (s) => ({ path: `/api/case/${s.caseId}`, headers: { cookie: s.cookie } }),
    },
    { key: 'case-only', work: 'the session lookup and the case reads', path: () => '/bare/case' },
  ),
  withReference(
    {
      // A new visitor each request (no cookies kept), so every hit stores a click: the link's full work.
      key: 'referral-link',
      name: 'GET /r/:code (a new visitor)',
      base: 'app',
      isRedirect: true,
      request: (s) => ({ path: `/r/${s.affiliateCode}`, headers: { 'user-agent': BROWSER_USER_AGENT } }),
    },
    {
      key: 'referral-link-only',
      work: 'the click and the referral alone (a new visitor)',
      path: (s) => `/bare/r/${s.affiliateCode}`,
    },
  ),
  withReference(
    {
      // A visitor who clicked today already (their visitor cookie sent): nothing new to store.
      key: 'referral-link-again',
      name: 'GET /r/:code (a returning visitor)',
      base: 'app',
      isRedirect: true,
      request: (s) => ({
        path: `/r/${s.affiliateCode}`,
        headers: { 'user-agent': BROWSER_USER_AGENT, cookie: 'rr_vid=benchvisitor0000000000' },
      }),
    },
    {
      key: 'referral-link-again-only',
      work: 'the click and the referral alone (a returning visitor)',
      path: (s) => `/bare/r/${s.affiliateCode}`,
    },
  ),
  withReference(
    {
      key: 'eligibility',
      name: 'POST /api/eligibility',
      base: 'app',
      request: () => ({
        method: 'POST',
        path: '/api/eligibility',
        headers: { 'content-type': 'application/json', origin: BENCH_ORIGIN },
        body: ELIGIBILITY_BODY,
      }),
    },
    { key: 'engine-only', work: 'the engine alone (POST)', path: () => '/bare/eligibility' },
  ),
]

/**
 * The bare route, then each endpoint followed by its reference, in the order a round measures
 * them; with `only` (BENCH_TARGETS), the named keys, each endpoint's reference going with it.
 */
export function selectTargets(only: string[] | undefined): Target[] {
  const wanted = (key: string) => !only || only.includes(key)
  return [
    BARE,
    ...ENDPOINTS.flatMap((endpoint) => [
      ...(wanted(endpoint.key) ? [endpoint] : []),
      ...(wanted(endpoint.key) || wanted(endpoint.reference.key) ? [endpoint.reference] : []),
    ]),
  ]
}
