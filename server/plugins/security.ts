import type { FastifyInstance, FastifyRequest } from 'fastify'
import { YOUTUBE_EMBED_ORIGIN, YOUTUBE_THUMBNAIL_ORIGIN } from '#shared/domain/news-media.ts'
import type { Config } from '#server/config.ts'
import { addressBlock } from '#server/lib/address-block.ts'
import { AppError } from '#server/lib/app-error.ts'
import { isLoopbackHost } from '#server/lib/loopback.ts'
import { parseRequestPath, type RequestPath } from '#server/lib/request-path.ts'
import { createMemoryStore } from '#server/modules/rate-limits/index.ts'
import { sendError } from './error-handler.ts'

// Payment providers' and the inbox channels' webhooks (docs/decisions/036-inbox-channels.md).
const WEBHOOKS = ['/api/payments/webhook/', '/api/webhooks/']

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

const FLOOD_WINDOW_MS = 60_000

// Each request's path is read once, and every decision below asks for that one reading.
const requestPaths = new WeakMap<FastifyRequest, RequestPath>()

/** The canonical reading of the request's path (docs/decisions/016-one-path-one-text-rule.md). */
export function requestPath(request: FastifyRequest): RequestPath {
  let path = requestPaths.get(request)
  if (!path) {
    path = parseRequestPath(request.url)
    requestPaths.set(request, path)
  }
  return path
}

/**
 * The secure headers of every response: a strict CSP and helmet's defaults, HSTS and
 * upgrade-insecure-requests only behind https, no COEP (YouTube's player does not send CORP).
 */
export function secureHeaders(config: Config): Record<string, string> {
  const https = config.publicUrl.startsWith('https://')
  // Stripe Elements loads its script and card frames from Stripe; only then are they allowed.
  const stripe = config.stripe ? ['https://js.stripe.com'] : []
  const stripeFrames = stripe.length ? [...stripe, 'https://hooks.stripe.com'] : []
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...stripe]],
    ['style-src', ["'self'"]],
    // News shows YouTube thumbnails and plays videos in YouTube's no-cookie player.
    ['img-src', ["'self'", 'data:', 'blob:', YOUTUBE_THUMBNAIL_ORIGIN]],
    ['font-src', ["'self'"]],
    // The browser PUTs uploads straight to the bucket when files live in S3 (presigned addresses).
    [
      'connect-src',
      [
        "'self'",
        ...(config.stripe ? ['https://api.stripe.com'] : []),
        ...(config.storage.kind === 's3' ? [new URL(config.storage.endpoint).origin] : []),
      ],
    ],
    ['frame-src', [...stripeFrames, YOUTUBE_EMBED_ORIGIN]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ...(https ? [['upgrade-insecure-requests', []] as [string, string[]]] : []),
  ]
  return {
    'Content-Security-Policy': directives.map(([name, sources]) => [name, ...sources].join(' ')).join(';'),
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Origin-Agent-Cluster': '?1',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
    'X-Content-Type-Options': 'nosniff',
    'X-DNS-Prefetch-Control': 'off',
    'X-Download-Options': 'noopen',
    'X-Frame-Options': 'SAMEORIGIN',
    'X-Permitted-Cross-Domain-Policies': 'none',
    'X-XSS-Protection': '0',
  }
}

/**
 * Secure headers with a strict CSP, a per-instance flood limit, the CSRF origin check and a refusal
 * of API paths not written plainly; the last three run first, in that order, for every request.
 */
export function registerSecurity(app: FastifyInstance, config: Config) {
  // The same headers on every response, so they are built once here and set with one loop per
  // request: @fastify/helmet rebuilt the policy for each request, a visible share of a signed-in
  // request's CPU (docs/decisions/019-fast-signed-in-api.md). The values are helmet's defaults.
  const headers = Object.entries(secureHeaders(config))
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value)
    done()
  })

  // A coarse flood guard kept in each process's memory: it needs no shared state to do its job.
  // The limits that protect accounts (sign-in, sign-up, reset) are shared through the database.
  // Hooked on the whole app rather than per route, so it counts requests that match no route too;
  // a callback hook counting without a promise, as the checks below (decision 031's addendum).
  // Payment providers' webhooks are exempt: they come in bursts from a few addresses (and the
  // sandbox's from this process), each is signed, and one dropped would delay a payment
  // (docs/decisions/017). Meta's message webhook likewise (docs/decisions/036).
  const flood = createMemoryStore()
  app.addHook('onClose', async () => flood.close())
  app.addHook('onRequest', (request, reply, done) => {
    const path = requestPath(request)
    if (!path.isApi || path.canonical === '/api/health') return done()
    if (WEBHOOKS.some((prefix) => path.canonical.startsWith(prefix))) return done()
    const counter = flood.count(addressBlock(request.ip), FLOOD_WINDOW_MS)
    if (counter.count <= config.apiRateLimitPerMinute) return done()
    const retryAfter = String(Math.ceil(counter.msLeft / 1000))
    sendError(
      reply,
      new AppError('rate_limited', 'Too many requests. Please wait a moment and try again.', undefined, {
        'retry-after': retryAfter,
      }),
    )
  })

  const allowedOrigins = ownOrigins(config)

  // Every unsafe request, whatever its path: no route may accept a cross-site mutation, so the
  // check needs no reading of the path at all.
  // Both checks are callback hooks, not async ones: they run on every request, and a promise
  // each is a visible cost to the cheapest routes (docs/decisions/031, bench addendum).
  app.addHook('onRequest', (request, reply, done) => {
    if (!UNSAFE_METHODS.has(request.method) || isSameSiteRequest(request, allowedOrigins)) return done()
    sendError(reply, new AppError('invalid_origin', 'This request came from another site and was refused.'))
  })

  // Our client never writes an API path any other way, so a variant is a probe: refusing it means
  // no code that reads request.url can be led to a different route than the router picks.
  app.addHook('onRequest', (request, reply, done) => {
    const path = requestPath(request)
    if (!path.isApi || path.isPlain) return done()
    sendError(reply, new AppError('bad_request', 'This address is not written in its usual form.'))
  })
}

/**
 * The origins our own pages are served from: PUBLIC_URL's, and when that is this machine, the same
 * port under its other loopback names (a page opened at 127.0.0.1 while PUBLIC_URL says localhost,
 * docs/decisions/056-company-details-and-uploads.md); outside production also Vite's dev server.
 * Never the request's Host or X-Forwarded-Host, which whoever sends the request chooses
 * (docs/decisions/059-several-processes-and-production-checks.md).
 */
export function ownOrigins(config: Pick<Config, 'publicUrl' | 'isProduction'>): Set<string> {
  const publicUrl = new URL(config.publicUrl)
  const origins = new Set([publicUrl.origin])
  if (isLoopbackHost(publicUrl.hostname)) {
    for (const host of ['localhost', '127.0.0.1', '[::1]']) {
      origins.add(`${publicUrl.protocol}//${host}${publicUrl.port ? `:${publicUrl.port}` : ''}`)
    }
  }
  if (!config.isProduction) origins.add('http://localhost:5173')
  return origins
}

// Browsers send Origin with every cross-site POST; a cookie-carrying request must prove it came
// from our own pages. Requests without cookies carry no ambient authority (webhooks, scripts).
function isSameSiteRequest(request: FastifyRequest, allowedOrigins: Set<string>): boolean {
  const origin = request.headers.origin ?? originOf(request.headers.referer)
  if (origin) return allowedOrigins.has(origin)
  return !request.headers.cookie
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined
  try {
    return new URL(url).origin
  } catch {
    return 'null'
  }
}
