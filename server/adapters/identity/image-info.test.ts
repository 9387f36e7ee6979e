import { describe, expect, it } from 'vitest'
import { readImageInfo } from './image-info.ts'
import { jpegHeaderOnly, solidPng } from './test-images.ts'

describe('readImageInfo', () => {
  it('reads the type and size of a PNG from its IHDR chunk', async () => {
    expect(await readImageInfo(solidPng(300, 240))).toEqual({ type: 'png', width: 300, height: 240 })
  })

  it('reads the type and size of a JPEG from its frame header', async () => {
    expect(await readImageInfo(jpegHeaderOnly(640, 480))).toEqual({ type: 'jpeg', width: 640, height: 480 })
  })

  it('decides by content, not by what a file claims to be', async () => {
    expect(await readImageInfo(Buffer.from('GIF89a not an image we take'))).toBeNull()
    expect(await readImageInfo(Buffer.from('%PDF-1.7\n'))).toBeNull()
    expect(await readImageInfo(Buffer.alloc(0))).toBeNull()
  })

  it('refuses a PNG that is cut short or altered', async () => {
    const png = solidPng(300, 300)
    expect(await readImageInfo(png.subarray(0, png.length - 12))).toBeNull() // no IEND
    const altered = Buffer.from(png)
    altered[18] = altered[18]! ^ 0xff // inside IHDR: its CRC no longer matches
    expect(await readImageInfo(altered)).toBeNull()
  })

  it('refuses a JPEG with no frame header or no end marker', async () => {
    expect(await readImageInfo(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBeNull()
    const jpeg = jpegHeaderOnly(640, 480)
    expect(await readImageInfo(jpeg.subarray(0, jpeg.length - 2))).toBeNull()
  })
})
