import { crc32 } from 'node:zlib'

export type ImageInfo = { type: 'png' | 'jpeg'; width: number; height: number }

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/**
 * The type and size of a PNG or JPEG, read from its own bytes (signature and header), never from
 * a file name or a declared type. Anything else, or a file whose structure is broken, gives null.
 */
export function readImageInfo(bytes: Buffer): ImageInfo | null {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return readPng(bytes)
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return readJpeg(bytes)
  return null
}

// A PNG is its signature, then chunks (length, type, data, CRC): IHDR first with the size, at least
// one IDAT with the pixels, IEND last.
function readPng(bytes: Buffer): ImageInfo | null {
  let offset = 8
  let header: { width: number; height: number } | null = null
  let hasPixels = false
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset)
    const type = bytes.toString('latin1', offset + 4, offset + 8)
    const end = offset + 12 + length
    if (end > bytes.length) return null
    const crc = bytes.readUInt32BE(offset + 8 + length)
    if (crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== crc) return null
    if (header === null) {
      if (type !== 'IHDR' || length !== 13) return null
      header = { width: bytes.readUInt32BE(offset + 8), height: bytes.readUInt32BE(offset + 12) }
    } else if (type === 'IDAT') {
      hasPixels = true
    } else if (type === 'IEND') {
      return hasPixels && header.width > 0 && header.height > 0 ? { type: 'png', ...header } : null
    }
    offset = end
  }
  return null
}

// Start-of-frame markers carry the size; C4 (huffman tables), C8 (reserved) and CC (arithmetic
// coding) share the range but are not frames.
const NOT_FRAMES = new Set([0xc4, 0xc8, 0xcc])

// A JPEG is a series of marker segments after the start-of-image marker; the frame header (SOFn)
// gives the size, and the end-of-image marker must follow it.
function readJpeg(bytes: Buffer): ImageInfo | null {
  let offset = 2
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null
    const marker = bytes[offset + 1]!
    if (marker === 0xff) {
      offset += 1 // fill byte
      continue
    }
    if (marker === 0xd8 || marker === 0xd9 || marker === 0xda) return null // no frame before these
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2 // markers without a length
      continue
    }
    const length = bytes.readUInt16BE(offset + 2)
    if (length < 2 || offset + 2 + length > bytes.length) return null
    if (marker >= 0xc0 && marker <= 0xcf && !NOT_FRAMES.has(marker)) {
      if (length < 8) return null
      const height = bytes.readUInt16BE(offset + 5)
      const width = bytes.readUInt16BE(offset + 7)
      const hasEnd = bytes.lastIndexOf(Buffer.from([0xff, 0xd9])) > offset
      return hasEnd && width > 0 && height > 0 ? { type: 'jpeg', width, height } : null
    }
    offset += 2 + length
  }
  return null
}
