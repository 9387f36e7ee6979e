import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { SOCIAL_IMAGE_LIMITS, SOCIAL_TEXTS, socialContract } from '#shared/contracts/social.contract.ts'
import { AppError } from '#server/lib/app-error.ts'
import { route } from '#server/plugins/contract-route.ts'
import type { SocialImages } from './social-images.ts'

/** One image of at most 5 MB, and nothing else worth reading. */
export const IMAGE_UPLOAD_LIMITS = {
  files: 1,
  fileSize: SOCIAL_IMAGE_LIMITS.maxBytes,
  fields: 2,
  fieldSize: 200,
  parts: 3,
  headerPairs: 50,
} as const

/**
 * A post's image: the admin's upload and the public address /news loads it from
 * (docs/decisions/042-social-posts.md). Registered as a plugin of its own, so the multipart parser
 * serves these routes only.
 */
export async function socialImageRoutes(app: FastifyInstance, { images }: { images: SocialImages }) {
  await app.register(multipart, { limits: IMAGE_UPLOAD_LIMITS })

  route(app, socialContract.uploadImage, async ({ user, request }) =>
    images.uploadImage(user, await readImage(request)),
  )

  route(app, socialContract.image, async ({ params, reply }) => {
    const { bytes, contentType } = await images.readImage(params.file)
    void reply
      .header('content-type', contentType)
      // The name is a random id and the bytes under it never change.
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  })
}

/** The bytes of the one file in the `file` field; any breach of the limits is a 4xx in plain words. */
async function readImage(request: FastifyRequest): Promise<Uint8Array> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type', SOCIAL_TEXTS.mediaNotMultipart)
  let bytes: Uint8Array | null = null
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') continue
      if (part.fieldname !== SOCIAL_IMAGE_LIMITS.field || bytes) {
        throw new AppError('validation_failed', SOCIAL_TEXTS.mediaNotMultipart, {
          file: SOCIAL_TEXTS.mediaNotMultipart,
        })
      }
      bytes = new Uint8Array(await part.toBuffer())
    }
  } catch (error) {
    throw uploadError(error)
  }
  if (!bytes) {
    throw new AppError('validation_failed', SOCIAL_TEXTS.mediaMissing, { file: SOCIAL_TEXTS.mediaMissing })
  }
  return bytes
}

/** The multipart parser's errors as the one error envelope, in plain words. */
function uploadError(error: unknown): AppError {
  if (error instanceof AppError) return error
  switch ((error as { code?: string } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('payload_too_large', SOCIAL_TEXTS.mediaTooLarge, {
        file: SOCIAL_TEXTS.mediaTooLarge,
      })
    case 'FST_FILES_LIMIT':
      return new AppError('payload_too_large', SOCIAL_TEXTS.mediaOneFile, { file: SOCIAL_TEXTS.mediaOneFile })
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('payload_too_large', SOCIAL_TEXTS.mediaNotMultipart)
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('unsupported_media_type', SOCIAL_TEXTS.mediaNotMultipart)
    default:
      // Busboy's own complaints (no boundary, a cut-off part, a bad header) and prototype keys.
      return new AppError('bad_request', SOCIAL_TEXTS.mediaMalformed)
  }
}
