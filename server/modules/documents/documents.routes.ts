import type { Readable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import {
  DOCUMENT_DOWNLOAD_PATH,
  DocumentIdParamsSchema,
  documentsContract,
} from '#shared/contracts/documents.contract.ts'
import { FILE_LIMITS } from '#shared/domain/uploads.ts'
import { AppError } from '#server/lib/app-error.ts'
import { fileDownloadRoute } from '#server/lib/uploads/index.ts'
import { route } from '#server/plugins/contract-route.ts'
import type { DocumentsService } from './documents.service.ts'

/** The file itself, as an attachment: a plain route the browser follows from a link. */
const DOWNLOAD = {
  path: DOCUMENT_DOWNLOAD_PATH,
  params: DocumentIdParamsSchema,
  summary: 'Download a document of a case (the owner or an admin only)',
}

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

  fileDownloadRoute(app, DOWNLOAD, (user, id) =>
    documents.readDocument(user, id).then(({ document, bytes }) => ({ ...document, bytes })),
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
