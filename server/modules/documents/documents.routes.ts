import type { Readable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  DOCUMENT_DOWNLOAD_PATH,
  DocumentIdParamsSchema,
  documentsContract,
} from '#shared/contracts/documents.contract.ts'
import { FILE_LIMITS } from '#shared/domain/uploads.ts'
import { AppError } from '#server/lib/app-error.ts'
import { route } from '#server/plugins/contract-route.ts'
import { safeFilename, type DocumentsService } from './documents.service.ts'

export async function documentsRoutes(app: FastifyInstance, { documents }: { documents: DocumentsService }) {
  route(app, documentsContract.listForCase, async ({ user, params }) => ({
    documents: await documents.listDocumentsForCase(user, params.id),
  }))

  route(app, documentsContract.checklist, async ({ user, params }) => documents.getChecklist(user, params.id))

  route(app, documentsContract.createUpload, async ({ user, body }) =>
    documents.createUploadAddress(user, body),
  )

  route(app, documentsContract.register, async ({ user, params, body }) => ({
    document: await documents.registerUpload(user, params.id, body),
  }))

  // The file's raw bytes, in a scope of its own: any content type is read as bytes (the content is
  // judged when registered, never the declared type), up to the file limit; a larger body is
  // refused with 413 (docs/decisions/023-uploads-and-files-at-rest.md). The guard has run by then:
  // a signed-out caller is refused before a byte is read.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', (request, payload, done) => {
      readFileBody(request.headers['content-length'], payload, FILE_LIMITS.maxBytes).then(
        (body) => done(null, body),
        (error: Error) => done(error, undefined),
      )
    })
    route(scope, documentsContract.putUpload, async ({ user, params, query, request }) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      return documents.receiveUpload(
        user,
        params.objectId,
        query.token,
        body,
        mediaType(request.headers['content-type']),
      )
    })
  })

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

const tooLarge = () => new AppError('payload_too_large', 'The request is too large.')

/**
 * The body of a file PUT in one buffer. With a Content-Length (browsers always send one for a
 * file) the buffer is allocated once and each chunk copied in as it arrives, so a 10 MB file is
 * never held twice; a body over the limit is refused before it is read, or as soon as it passes it.
 */
function readFileBody(
  lengthHeader: string | undefined,
  payload: Readable,
  maxBytes: number,
): Promise<Buffer> {
  const declared = lengthHeader === undefined ? null : Number(lengthHeader)
  if (declared !== null && !(Number.isInteger(declared) && declared >= 0)) {
    return Promise.reject(new AppError('bad_request', 'Invalid Content-Length.'))
  }
  if (declared !== null && declared > maxBytes) {
    payload.resume()
    return Promise.reject(tooLarge())
  }
  return new Promise((resolve, reject) => {
    const whole = declared === null ? null : Buffer.allocUnsafe(declared)
    const chunks: Buffer[] = []
    let received = 0
    payload.on('data', (chunk: Buffer) => {
      received += chunk.length
      if (received > maxBytes || (whole && received > whole.length)) {
        payload.removeAllListeners('data')
        payload.resume()
        return reject(
          received > maxBytes
            ? tooLarge()
            : new AppError('bad_request', 'The body is longer than its Content-Length.'),
        )
      }
      if (whole) chunk.copy(whole, received - chunk.length)
      else chunks.push(chunk)
    })
    payload.on('end', () => {
      if (whole && received !== whole.length) {
        return reject(new AppError('bad_request', 'The body is shorter than its Content-Length.'))
      }
      resolve(whole ?? Buffer.concat(chunks, received))
    })
    payload.on('error', reject)
  })
}

// The declared type as a bare media type, for the record only: the content decides what a file is.
function mediaType(header: string | undefined): string {
  const type = (header ?? '').split(';')[0]!.trim().toLowerCase()
  return /^[a-z0-9.+-]{1,60}\/[a-z0-9.+-]{1,60}$/.test(type) ? type : 'application/octet-stream'
}

// An ASCII name for every browser plus the exact name (RFC 6266 / RFC 5987) for those that read it.
function attachment(filename: string): string {
  const exact = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`)
  return `attachment; filename="${safeFilename(filename)}"; filename*=UTF-8''${exact}`
}
