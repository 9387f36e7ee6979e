import { readFile } from 'node:fs/promises'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { isSitePage } from '#shared/domain/site-pages.ts'
import { AppError } from '#server/lib/app-error.ts'
import { sendError } from './error-handler.ts'

/**
 * Serves the built React app: hashed assets with long caching, index.html for every page path
 * (status 404 for paths that are not pages, so crawlers see the truth), and the JSON envelope
 * for unknown API paths.
 */
export async function registerClientApp(app: FastifyInstance, clientDir: string) {
  const indexHtml = await readFile(path.join(clientDir, 'index.html'), 'utf8').catch(() => null)
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`)
        reply.header(
          'cache-control',
          isHashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        )
      },
    })
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/'
    if (pathname.startsWith('/api/') || !indexHtml || !['GET', 'HEAD'].includes(request.method)) {
      return sendError(reply, new AppError('not_found', 'Not found'))
    }
    return reply
      .code(isSitePage(pathname) ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(indexHtml)
  })
}
