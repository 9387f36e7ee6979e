import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  FINGERPRINT_DOWNLOAD_PATH,
  FingerprintIdParamsSchema,
  fingerprintsContract,
  UPLOAD_FIELDS,
} from '#shared/contracts/fingerprints.contract.ts'
import { FINGERPRINT_MAX_FILES, INVALID_UPLOAD_LINK } from '#shared/domain/fingerprints.ts'
import { FILE_LIMITS } from '#shared/domain/uploads.ts'
import { AppError } from '#server/lib/app-error.ts'
import { FILE_ISSUES } from '#server/lib/file-inspection/index.ts'
import { fileDownloadRoute } from '#server/lib/uploads/index.ts'
import { route } from '#server/plugins/contract-route.ts'
import { fingerprintsAdminRoutes } from './fingerprints.admin-routes.ts'
import type { FingerprintsService, IngestFile, UploadAccess } from './fingerprints.service.ts'

/** The multipart limits of an upload: ten files of 10 MB at most, and a few small fields. */
export const UPLOAD_LIMITS = {
  files: FINGERPRINT_MAX_FILES,
  fileSize: FILE_LIMITS.maxBytes,
  fields: 5,
  fieldSize: 1000,
  parts: FINGERPRINT_MAX_FILES + 5,
  headerPairs: 50,
} as const

export const UPLOAD_MESSAGES = {
  notMultipart: 'Send the files as multipart/form-data, in the field files[], with the caseId field.',
  caseFirst: 'Send the caseId field before the files.',
  noCase: 'Tell us which case the files are for (the caseId field).',
  tooManyFiles: `You can upload at most ${FINGERPRINT_MAX_FILES} files at once.`,
  tooManyParts: 'The upload has too many fields.',
  malformed: 'The upload could not be read: it is incomplete or malformed. Please try again.',
} as const

// The case id is a UUID; anything else names no case.
const CaseIdFieldSchema = z.uuid()

/** The file itself, as an attachment: a plain route the browser follows from a link. */
const DOWNLOAD = {
  path: FINGERPRINT_DOWNLOAD_PATH,
  params: FingerprintIdParamsSchema,
  summary: 'Download a fingerprint file of a case (the owner or an admin only)',
}

export async function fingerprintsRoutes(
  app: FastifyInstance,
  { fingerprints }: { fingerprints: FingerprintsService },
) {
  // Registered in this plugin's scope only: no other route parses multipart bodies through it.
  await app.register(multipart, { limits: UPLOAD_LIMITS })

  route(app, fingerprintsContract.qr, async ({ user, params }) => fingerprints.getUploadQr(user, params.id))

  route(app, fingerprintsContract.uploadCase, async ({ params, query, request, reply }) =>
    fingerprints.getUploadCase(params.caseId, {
      token: query.token,
      user: await app.currentUser(request, reply),
    }),
  )

  route(app, fingerprintsContract.upload, async ({ query, request, reply }) => {
    const user = await app.currentUser(request, reply)
    const { access, files } = await readUpload(request, (caseId) =>
      fingerprints.authorizeUpload(caseId, { token: query.token, user }),
    )
    return { results: await fingerprints.uploadFiles(access, files) }
  })

  route(app, fingerprintsContract.listForCase, async ({ user, params }) => ({
    fingerprints: await fingerprints.listFingerprintsForCase(user, params.id),
  }))

  fileDownloadRoute(app, DOWNLOAD, (user, id) =>
    fingerprints.readFingerprint(user, id).then(({ fingerprint, bytes }) => ({ ...fingerprint, bytes })),
  )

  // Registered with the customer routes so the module needs one line in app.ts.
  await fingerprintsAdminRoutes(app, { fingerprints })
}

/**
 * Reads a multipart upload: the caseId field must come before the files, so the caller is let in
 * (by `authorize`) before a single file byte is read; then each file is read whole, within the
 * limits. Any breach refuses the whole upload with a 4xx and nothing is stored.
 */
async function readUpload(
  request: FastifyRequest,
  authorize: (caseId: string) => Promise<UploadAccess>,
): Promise<{ access: UploadAccess; files: IngestFile[] }> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type', UPLOAD_MESSAGES.notMultipart)
  let access: UploadAccess | null = null
  let isAuthorizing = false
  const files: IngestFile[] = []
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname !== UPLOAD_FIELDS.caseId || access) continue
        const caseId = CaseIdFieldSchema.safeParse(typeof part.value === 'string' ? part.value.trim() : '')
        // A malformed case id names no case: the same answer an unknown case or a bad link gets.
        if (!caseId.success) throw new AppError('not_found', INVALID_UPLOAD_LINK.description)
        isAuthorizing = true
        access = await authorize(caseId.data)
        isAuthorizing = false
        continue
      }
      // Refusing here ends the request before a byte of the file is read.
      if (!access) throw new AppError('bad_request', UPLOAD_MESSAGES.caseFirst)
      const bytes = await part.toBuffer()
      files.push({ filename: part.filename, contentType: part.mimetype, bytes: new Uint8Array(bytes) })
    }
  } catch (error) {
    // Our own failures (the database) stay what they are; the parser's become the caller's 4xx.
    if (isAuthorizing) throw error
    throw uploadError(error)
  }
  if (!access)
    throw new AppError('validation_failed', UPLOAD_MESSAGES.noCase, { caseId: UPLOAD_MESSAGES.noCase })
  return { access, files }
}

/** The multipart parser's errors as the one error envelope, in plain words. */
function uploadError(error: unknown): AppError {
  if (error instanceof AppError) return error
  const code = (error as { code?: string } | null)?.code
  switch (code) {
    case 'FST_FILES_LIMIT':
      return new AppError('payload_too_large', UPLOAD_MESSAGES.tooManyFiles)
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('payload_too_large', FILE_ISSUES.tooLarge)
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('payload_too_large', UPLOAD_MESSAGES.tooManyParts)
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('unsupported_media_type', UPLOAD_MESSAGES.notMultipart)
    default:
      // Busboy's own complaints (no boundary, a cut-off part, a bad header) and prototype keys.
      return new AppError('bad_request', UPLOAD_MESSAGES.malformed)
  }
}
