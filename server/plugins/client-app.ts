import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { AppError } from '#server/lib/app-error.ts'
import { hasSessionCookie } from '#server/modules/auth/index.ts'
import type { PageRenderer } from '#server/modules/seo/index.ts'
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
