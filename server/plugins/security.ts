import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { YOUTUBE_EMBED_ORIGIN, YOUTUBE_THUMBNAIL_ORIGIN } from '#shared/domain/news-media.ts'
import type { Config } from '#server/config.ts'
import { AppError } from '#server/lib/app-error.ts'
import { sendError } from './error-handler.ts'

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Secure headers with a strict CSP, a per-instance flood limit, and the CSRF origin check. */
export async function registerSecurity(app: FastifyInstance, config: Config) {
  // Stripe Elements loads its script and card frames from Stripe; only then are they allowed.
  const stripe = config.stripe ? ['https://js.stripe.com'] : []
  const stripeFrames = stripe.length ? [...stripe, 'https://hooks.stripe.com'] : []
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripe],
        styleSrc: ["'self'"],
        // News shows YouTube thumbnails and plays videos in YouTube's no-cookie player.
        imgSrc: ["'self'", 'data:', 'blob:', YOUTUBE_THUMBNAIL_ORIGIN],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(config.stripe ? ['https://api.stripe.com'] : [])],
        frameSrc: [...stripeFrames, YOUTUBE_EMBED_ORIGIN],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.publicUrl.startsWith('https://') ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: config.publicUrl.startsWith('https://'),
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })

  // A coarse flood guard kept in each process's memory: it needs no shared state to do its job.
  // The limits that protect accounts (sign-in, sign-up, reset) are shared through the database.
  await app.register(rateLimit, {
    global: true,
    max: config.apiRateLimitPerMinute,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith('/api/') || request.url === '/api/health',
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error('Too many requests. Please wait a moment and try again.'), {
        statusCode: context.statusCode,
      }),
  })

  const allowedOrigins = new Set([new URL(config.publicUrl).origin])
  if (!config.isProduction) allowedOrigins.add('http://localhost:5173')

  app.addHook('onRequest', async (request, reply) => {
    if (!UNSAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return
    if (isSameSiteRequest(request, allowedOrigins)) return
    return sendError(
      reply,
      new AppError('invalid_origin', 'This request came from another site and was refused.'),
    )
  })
}

// Browsers send Origin with every cross-site POST; a cookie-carrying request must prove it came
// from our own pages. Requests without cookies carry no ambient authority (webhooks, scripts).
function isSameSiteRequest(request: FastifyRequest, allowedOrigins: Set<string>): boolean {
  const ownOrigin = `${request.protocol}://${request.host}`
  const origin = request.headers.origin ?? originOf(request.headers.referer)
  if (origin) return allowedOrigins.has(origin) || origin === ownOrigin
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
