import { crc32, deflateSync } from 'node:zlib'

// Small, valid images for tests, made here so no binary fixtures are committed.

/** A PNG of one solid colour (8-bit RGB), encoded for real: signature, IHDR, IDAT, IEND. */
export function solidPng(
  width: number,
  height: number,
  rgb: [number, number, number] = [40, 90, 160],
): Buffer {
  const row = Buffer.alloc(1 + width * 3)
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3) // filter byte 0, then the pixels
  const raw = Buffer.concat(Array.from({ length: height }, () => row))
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // bit depth 8, colour type RGB, default compression/filter/interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/** The markers of a baseline JPEG with the given size (a frame header, no real scan data). */
export function jpegHeaderOnly(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0])
  const sof0 = Buffer.from([
    0xff,
    0xc0,
    0x00,
    0x0b,
    8,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    1,
  ])
  const component = Buffer.from([1, 0x11, 0])
  const sos = Buffer.from([0xff, 0xda, 0x00, 0x08, 1, 1, 0x00, 0, 63, 0])
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    app0,
    sof0,
    component,
    sos,
    Buffer.alloc(16, 0x55),
    Buffer.from([0xff, 0xd9]),
  ])
}

/** A data URL, as the browser's FileReader makes one. */
export function dataUrl(bytes: Buffer, mime = 'image/png'): string {
  return `data:${mime};base64,${bytes.toString('base64')}`
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}
