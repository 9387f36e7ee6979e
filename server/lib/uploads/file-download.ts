import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { User } from '#shared/contracts/auth.contract.ts'
import { AppError } from '#server/lib/app-error.ts'
import { safeFilename } from './safe-filename.ts'

/** A file as it is sent: its bytes under the content type and name it was recorded with. */
export type DownloadedFile = { contentType: string; filename: string; bytes: Uint8Array }

/**
 * The download of a stored file of a case: the file itself, not JSON, on a plain route the browser
 * follows from a link. `read` checks the caller may see it; no cache keeps it and no browser sniffs it.
 */
export function fileDownloadRoute(
  app: FastifyInstance,
  options: { path: string; summary: string; params: z.ZodType<{ id: string }> },
  read: (user: User, id: string) => Promise<DownloadedFile>,
) {
  app.get(
    options.path,
    {
      schema: {
        summary: options.summary,
        security: [{ session: [] }],
        params: options.params,
        response: { 200: z.unknown().describe('The file, as an attachment') },
      },
    },
    async (request, reply) => {
      const user = await app.currentUser(request)
      if (!user) throw new AppError('unauthorized', 'You are not signed in.')
      const { id } = request.params as { id: string }
      const { contentType, filename, bytes } = await read(user, id)
      return reply
        .header('content-type', contentType)
        .header('content-disposition', attachment(filename))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
    },
  )
}

// An ASCII name for every browser plus the exact name (RFC 6266 / RFC 5987) for those that read it.
function attachment(filename: string): string {
  const exact = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`)
  return `attachment; filename="${safeFilename(filename)}"; filename*=UTF-8''${exact}`
}
