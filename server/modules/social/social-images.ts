import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import type { FileStorage } from '#server/adapters/storage/index.ts'
import { AppError } from '#server/lib/app-error.ts'
import { sniffContentType } from '#server/lib/file-inspection/index.ts'
import type { AuditService } from '#server/modules/audit/index.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import {
  SOCIAL_IMAGE_FILE,
  SOCIAL_IMAGE_LIMITS,
  SOCIAL_TEXTS,
  socialImagePath,
  type SocialImage,
  type SocialImageContentType,
} from '#shared/contracts/social.contract.ts'

/** Where the uploaded images of posts are stored: `social-media/<uuid>.<ext>`. */
export const SOCIAL_IMAGE_PREFIX = 'social-media'
export const SOCIAL_IMAGE_AUDIT = 'SOCIAL_IMAGE_UPLOADED'
/** Larger images are refused before decoding, so one upload cannot take the server's memory. */
export const SOCIAL_IMAGE_MAX_PIXELS = 50_000_000
/** The stored image is at most this wide and high: more than a news card or a feed shows. */
export const SOCIAL_IMAGE_MAX_SIDE = 2400

const CONTENT_TYPE_BY_EXTENSION = Object.fromEntries(
  Object.entries(SOCIAL_IMAGE_LIMITS.extensions).map(([type, extension]) => [extension, type]),
) as Record<string, SocialImageContentType>

const refuse = (message: string) => new AppError('validation_failed', message, { file: message })

/** WebP: a RIFF container whose form type is WEBP. */
function isWebp(bytes: Uint8Array): boolean {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))
  return bytes.byteLength >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP'
}

/** What the bytes are by their signature: one of the three image types, or null. */
export function sniffImageType(bytes: Uint8Array): SocialImageContentType | null {
  if (isWebp(bytes)) return 'image/webp'
  const sniffed = sniffContentType(bytes)
  return sniffed === 'image/png' || sniffed === 'image/jpeg' ? sniffed : null
}

/**
 * Decodes the whole image and writes it again in its own format: turned upright by its EXIF
 * orientation, at most SOCIAL_IMAGE_MAX_SIDE on a side, and with no metadata at all (sharp keeps
 * none unless asked), so no camera, time or GPS position leaves with it. Re-encoding also drops
 * anything hidden after or inside the image data.
 */
async function reencode(
  bytes: Uint8Array,
  contentType: SocialImageContentType,
): Promise<{ bytes: Buffer; width: number; height: number }> {
  let pixels: number
  try {
    const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata()
    pixels = width * height
  } catch {
    throw refuse(SOCIAL_TEXTS.mediaBroken)
  }
  if (pixels > SOCIAL_IMAGE_MAX_PIXELS) throw refuse(SOCIAL_TEXTS.mediaTooManyPixels)
  const image = sharp(bytes, { failOn: 'error', limitInputPixels: SOCIAL_IMAGE_MAX_PIXELS })
    .rotate()
    .resize(SOCIAL_IMAGE_MAX_SIDE, SOCIAL_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
  const encoded =
    contentType === 'image/png'
      ? image.png({ compressionLevel: 9 })
      : contentType === 'image/jpeg'
        ? image.jpeg({ quality: 85, mozjpeg: true })
        : image.webp({ quality: 85 })
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true })
    return { bytes: data, width: info.width, height: info.height }
  } catch {
    throw refuse(SOCIAL_TEXTS.mediaBroken)
  }
}

/**
 * The images of posts (docs/decisions/042-social-posts.md): no table, the stored object is the
 * record. Its key is a random id with the extension its checked content calls for, so the name
 * alone says how to serve it.
 */
export function createSocialImages({ storage, audit }: { storage: FileStorage; audit: AuditService }) {
  /** Checks an uploaded image by its bytes, stores it re-encoded and answers where it is served. */
  async function uploadImage(actor: User, bytes: Uint8Array): Promise<SocialImage> {
    if (bytes.byteLength === 0) throw refuse(SOCIAL_TEXTS.mediaMissing)
    if (bytes.byteLength > SOCIAL_IMAGE_LIMITS.maxBytes) {
      throw new AppError('payload_too_large', SOCIAL_TEXTS.mediaTooLarge, {
        file: SOCIAL_TEXTS.mediaTooLarge,
      })
    }
    const contentType = sniffImageType(bytes)
    if (!contentType) throw refuse(SOCIAL_TEXTS.mediaWrongType)
    const image = await reencode(bytes, contentType)
    const file = `${randomUUID()}.${SOCIAL_IMAGE_LIMITS.extensions[contentType]}`
    await storage.put(`${SOCIAL_IMAGE_PREFIX}/${file}`, image.bytes, contentType)
    await audit.record({
      caseId: null,
      actor: 'ADMIN',
      actorUserId: actor.id,
      action: SOCIAL_IMAGE_AUDIT,
      detail: { file, sizeBytes: image.bytes.byteLength },
    })
    return {
      mediaUrl: socialImagePath(file),
      contentType,
      width: image.width,
      height: image.height,
      sizeBytes: image.bytes.byteLength,
    }
  }

  /** A stored image's bytes and content type (from its extension); 404 for any other name. */
  async function readImage(
    file: string,
  ): Promise<{ bytes: Uint8Array; contentType: SocialImageContentType }> {
    const notFound = new AppError('not_found', SOCIAL_TEXTS.mediaNotFound)
    if (!SOCIAL_IMAGE_FILE.test(file)) throw notFound
    const bytes = await storage.get(`${SOCIAL_IMAGE_PREFIX}/${file}`)
    if (!bytes) throw notFound
    return { bytes, contentType: CONTENT_TYPE_BY_EXTENSION[file.slice(file.lastIndexOf('.') + 1)]! }
  }

  return { uploadImage, readImage }
}

export type SocialImages = ReturnType<typeof createSocialImages>
