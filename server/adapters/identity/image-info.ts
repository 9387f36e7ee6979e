import sharp, { type Metadata } from 'sharp'
import { crc32 } from 'node:zlib'

export type ImageInfo = { type: 'png' | 'jpeg'; width: number; height: number }

/**
 * The type and size of a PNG or JPEG, read by sharp from the image's own bytes (never from a file
 * name or a declared type). Anything else, or a file whose structure is broken, gives null.
 */
export async function readImageInfo(bytes: Buffer): Promise<ImageInfo | null> {
  let metadata: Metadata
  try {
    metadata = await sharp(bytes).metadata()
  } catch {
    return null
  }
  const { format, width, height } = metadata
  const type = format === 'png' ? 'png' : format === 'jpeg' ? 'jpeg' : null
  if (!type || !width || !height) return null
  const isWhole = type === 'png' ? isWholePng(bytes) : isWholeJpeg(bytes)
  return isWhole ? { type, width, height } : null
}

// sharp reads the header only: a file cut short or damaged after it still has a size. A PNG is
// whole when every chunk's CRC matches, pixels (IDAT) are there and IEND closes it.
function isWholePng(bytes: Buffer): boolean {
  let offset = 8
  let hasPixels = false
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset)
    const type = bytes.toString('latin1', offset + 4, offset + 8)
    const end = offset + 12 + length
    if (end > bytes.length) return false
    if (crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== bytes.readUInt32BE(offset + 8 + length)) {
      return false
    }
    if (type === 'IDAT') hasPixels = true
    if (type === 'IEND') return hasPixels
    offset = end
  }
  return false
}

const END_OF_IMAGE = Buffer.from([0xff, 0xd9])
// Start-of-frame markers; C4 (huffman tables), C8 (reserved) and CC (arithmetic coding) share the
// range but are not frames.
const NOT_FRAMES = new Set([0xc4, 0xc8, 0xcc])

// A JPEG is whole when an end-of-image marker follows its frame header: one inside an earlier
// segment (an EXIF thumbnail's) does not count.
function isWholeJpeg(bytes: Buffer): boolean {
  const frameAt = frameHeaderOffset(bytes)
  return frameAt !== null && bytes.lastIndexOf(END_OF_IMAGE) > frameAt
}

// Walks the marker segments after the start-of-image marker to the frame header.
function frameHeaderOffset(bytes: Buffer): number | null {
  let offset = 2
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null
    const marker = bytes[offset + 1]!
    if (marker === 0xff) {
      offset += 1 // fill byte
      continue
    }
    if (marker >= 0xc0 && marker <= 0xcf && !NOT_FRAMES.has(marker)) return offset
    if (marker === 0xd8 || marker === 0xd9 || marker === 0xda) return null // no frame before these
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2 // markers without a length
      continue
    }
    const length = bytes.readUInt16BE(offset + 2)
    if (length < 2) return null
    offset += 2 + length
  }
  return null
}
