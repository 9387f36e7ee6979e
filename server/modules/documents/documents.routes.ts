import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  DOCUMENT_DOWNLOAD_PATH,
  DocumentIdParamsSchema,
  documentsContract,
} from '#shared/contracts/documents.contract.ts'
import { AppError } from '#server/lib/app-error.ts'
import { route } from '#server/plugins/contract-route.ts'
import { safeFilename, type DocumentsService } from './documents.service.ts'

export async function documentsRoutes(app: FastifyInstance, { documents }: { documents: DocumentsService }) {
  route(app, documentsContract.listForCase, async ({ user, params }) => ({
    documents: await documents.listDocumentsForCase(user, params.id),
  }))

  // The file itself, not JSON: a plain route the browser follows from a link.
  app.get(
    DOCUMENT_DOWNLOAD_PATH,
    {
      schema: {
        summary: 'Download a document of a case (the owner or an admin only)',
        security: [{ session: [] }],
        params: DocumentIdParamsSchema,
        response: { 200: z.unknown().describe('The file, as an attachment') },
      },
    },
    async (request, reply) => {
      const user = await app.currentUser(request)
      if (!user) throw new AppError('unauthorized', 'You are not signed in.')
      const { id } = request.params as z.infer<typeof DocumentIdParamsSchema>
      const { document, bytes } = await documents.readDocument(user, id)
      return reply
        .header('content-type', document.contentType)
        .header('content-disposition', attachment(document.filename))
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
