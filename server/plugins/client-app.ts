import path from 'node:path'
import fastifyStatic from '@fastify/static'
import { parseCookie } from 'cookie'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { DISPLAY_FORMAT_COOKIE, decodeDisplayFormat } from '#shared/domain/display-format.ts'
import { AppError } from '#server/lib/app-error.ts'
import { hasSessionCookie } from '#server/modules/auth/index.ts'
import type { PageRenderer, VisitorRender } from '#server/modules/seo/index.ts'
import { sendError } from './error-handler.ts'
import { requestPath } from './security.ts'

/**
 * Serves the built React app: hashed assets with long caching, and for every other GET the page
 * from `renderer` (status 404 for paths that are not pages, so crawlers see the truth). Unknown API
 * paths get the JSON error envelope.
 */
export async function registerClientApp(
  app: FastifyInstance,
  clientDir: string,
  renderer: PageRenderer | null,
) {
  if (renderer) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (scripts/build.ts).
      preCompressed: true,
      setHeaders(reply, filePath) {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`)
        reply.header(
          'cache-control',
          isHashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        )
      },
    })
  }

  // A catch-all route (not the not-found handler) so that route hooks such as compression apply.
  app.route({
    method: ['GET', 'HEAD'],
    url: '*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/'
      if (requestPath(request).isApi || !renderer) {
        return sendError(reply, new AppError('not_found', 'Not found'))
      }
      const page = await renderer.render(pathname, {
        isSignedOut: !hasSessionCookie(request.headers.cookie),
        isView: true,
        // Cookies the lookup refreshes go out with the page, as with the API's answer.
        findUser: () => app.currentUser(request, reply),
        visitor: () => visitorRender(app, request),
      })
      if (page.styleHash) allowInlineStyle(reply, page.styleHash)
      reply
        .code(page.status)
        .type('text/html; charset=utf-8')
        .header('cache-control', page.isPersonal ? 'private, no-cache' : 'no-cache')
      // The page as compressed once at brotli's best; the compression plugin leaves it as it is.
      if (page.brotli && acceptsBrotli(request.headers['accept-encoding'])) {
        return reply.header('content-encoding', 'br').header('vary', 'accept-encoding').send(page.brotli)
      }
      return reply.send(page.html)
    },
  })

  app.setNotFoundHandler(async (_request, reply) => sendError(reply, new AppError('not_found', 'Not found')))
}

/**
 * How a signed-in page is drawn for this request on the server: its API calls answered by this
 * server in-process, with the request's own cookies, from the same address, so every check the
 * browser's calls would meet applies; its dates in the locale and zone the browser told us. Null
 * when the browser has not told them yet, or when the address carries a query (a page that acts on
 * it, a toast after a link from an e-mail, needs its app at once)
 * (docs/decisions/061-signed-in-pages-drawn-on-the-server.md).
 */
function visitorRender(app: FastifyInstance, request: FastifyRequest): VisitorRender | null {
  if (request.url.includes('?')) return null
  const cookies = request.headers.cookie ?? ''
  const display = decodeDisplayFormat(parseCookie(cookies)[DISPLAY_FORMAT_COOKIE])
  if (!display) return null
  return {
    display,
    fetchApi: async (url, init) => {
      const headers: Record<string, string> = {}
      new Headers(init.headers).forEach((value, name) => (headers[name] = value))
      const answer = await app.inject({
        method: init.method === 'POST' ? 'POST' : 'GET',
        url,
        headers: {
          ...headers,
          cookie: cookies,
          ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
        },
        remoteAddress: request.ip,
        ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      })
      const hasBody = answer.statusCode !== 204 && answer.statusCode !== 304
      return new Response(hasBody ? answer.payload : null, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      })
    },
  }
}

/** Whether an Accept-Encoding header lists br (or *) without ruling it out with q=0. */
export function acceptsBrotli(header: string | undefined): boolean {
  const codings = new Map(
    (header ?? '').split(',').map((part) => {
      const [coding = '', ...params] = part.trim().toLowerCase().split(';')
      const quality = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean)
      return [coding.trim(), quality === undefined ? 1 : Number(quality)] as const
    }),
  )
  const quality = codings.get('br') ?? codings.get('*') ?? 0
  return quality > 0
}

// Adds the page's inlined stylesheet's hash to the style-src of the policy the security plugin set.
function allowInlineStyle(reply: FastifyReply, hash: string) {
  const policy = reply.getHeader('content-security-policy')
  if (typeof policy !== 'string') return
  reply.header(
    'content-security-policy',
    policy.replace(/style-src ([^;]*)/, (_match, sources: string) => `style-src ${sources} ${hash}`),
  )
}
