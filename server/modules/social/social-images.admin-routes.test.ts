import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, TEST_ORIGIN, type TestApp } from '#server/test/build-test-app.ts'
import { uploadRequest } from '#server/test/contracts/uploads.ts'
import { SOCIAL_IMAGE_LIMITS, SOCIAL_TEXTS } from '#shared/contracts/social.contract.ts'

let t: TestApp
let admin: string
let customer: string

beforeAll(async () => {
  t = await buildTestApp()
  admin = (await t.createAdmin()).cookie
  customer = (await t.signUp()).cookie
}, 60_000)
afterAll(async () => {
  await t?.close()
})

const UPLOAD_URL = '/api/admin/social/images'

function upload(cookie: string | null, filename: string, contentType: string, bytes: Uint8Array) {
  const request = uploadRequest({
    kind: 'multipart',
    fields: {},
    files: [{ field: SOCIAL_IMAGE_LIMITS.field, filename, contentType, bytes }],
  })
  return t.app.inject({
    method: 'POST',
    url: UPLOAD_URL,
    ...request,
    headers: { origin: TEST_ORIGIN, ...request.headers, ...(cookie ? { cookie } : {}) },
  })
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })

describe('POST /api/admin/social/images', () => {
  it('refuses a signed-out caller (401) and a customer (403), storing nothing', async () => {
    const png = await picture(40, 30).png().toBuffer()
    const signedOut = await upload(null, 'photo.png', 'image/png', png)
    expect(signedOut.statusCode).toBe(401)
    const asCustomer = await upload(customer, 'photo.png', 'image/png', png)
    expect(asCustomer.statusCode).toBe(403)
  })

  it('accepts a PNG and serves it back by its random name, cached for a year and never sniffed', async () => {
    const png = await picture(64, 48).png().toBuffer()
    const res = await upload(admin, 'My Photo.PNG', 'image/png', png)
    expect(res.statusCode).toBe(201)
    const image = res.json() as { mediaUrl: string; contentType: string; width: number; height: number }
    expect(image).toMatchObject({ contentType: 'image/png', width: 64, height: 48 })
    expect(image.mediaUrl).toMatch(/^\/api\/social\/images\/[0-9a-f-]{36}\.png$/)

    // Anyone may load it: it is shown on /news.
    const served = await t.app.inject({ method: 'GET', url: image.mediaUrl })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const metadata = await sharp(served.rawPayload).metadata()
    expect(metadata).toMatchObject({ format: 'png', width: 64, height: 48 })

    // Stored under social-media/<uuid>.png.
    const file = image.mediaUrl.split('/').pop()!
    expect(await t.app.services.storage.get(`social-media/${file}`)).not.toBeNull()
  })

  it('takes the type from the bytes: a WebP named .jpg is stored and served as WebP', async () => {
    const webp = await picture(50, 50).webp().toBuffer()
    const res = await upload(admin, 'holiday.jpg', 'image/jpeg', webp)
    expect(res.statusCode).toBe(201)
    const { mediaUrl, contentType } = res.json() as { mediaUrl: string; contentType: string }
    expect(contentType).toBe('image/webp')
    expect(mediaUrl).toMatch(/\.webp$/)
    const served = await t.app.inject({ method: 'GET', url: mediaUrl })
    expect(served.headers['content-type']).toBe('image/webp')
  })

  it('strips EXIF (camera, GPS) from a JPEG and turns it upright by its orientation', async () => {
    const jpeg = await picture(80, 40)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'SecretCam', Model: 'X1' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
      })
      .toBuffer()
    const input = await sharp(jpeg).metadata()
    expect(input.orientation).toBe(6)
    expect(input.exif?.includes(Buffer.from('SecretCam'))).toBe(true)

    const res = await upload(admin, 'camera.jpeg', 'image/jpeg', jpeg)
    expect(res.statusCode).toBe(201)
    const image = res.json() as { mediaUrl: string; width: number; height: number }
    // Orientation 6 is a quarter turn: the stored image is upright, 40 by 80.
    expect({ width: image.width, height: image.height }).toEqual({ width: 40, height: 80 })
    const served = await t.app.inject({ method: 'GET', url: image.mediaUrl })
    expect(served.headers['content-type']).toBe('image/jpeg')
    const output = await sharp(served.rawPayload).metadata()
    expect(output.exif).toBeUndefined()
    expect(output.orientation).toBeUndefined()
    expect(served.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false)
  })

  it('refuses a renamed program and a text file in plain words (400)', async () => {
    const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 0x90)])
    const exe = await upload(admin, 'photo.png', 'image/png', program)
    expect(exe.statusCode).toBe(400)
    expect(exe.json().error.message).toBe(SOCIAL_TEXTS.mediaWrongType)
    expect(exe.json().error.fields.file).toBe(SOCIAL_TEXTS.mediaWrongType)

    const text = await upload(admin, 'notes.jpg', 'image/jpeg', Buffer.from('just some words\n'))
    expect(text.statusCode).toBe(400)
    expect(text.json().error.message).toBe(SOCIAL_TEXTS.mediaWrongType)
  })

  it('refuses a PNG whose data is cut short (400)', async () => {
    const png = await picture(300, 300).png().toBuffer()
    const res = await upload(admin, 'cut.png', 'image/png', png.subarray(0, png.length / 2))
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toBe(SOCIAL_TEXTS.mediaBroken)
  })

  it('refuses a file over 5 MB (413) and an upload with no file (400)', async () => {
    const png = await picture(16, 16).png().toBuffer()
    const large = Buffer.concat([png, Buffer.alloc(SOCIAL_IMAGE_LIMITS.maxBytes, 0)])
    const tooLarge = await upload(admin, 'huge.png', 'image/png', large)
    expect(tooLarge.statusCode).toBe(413)
    expect(tooLarge.json().error.message).toBe(SOCIAL_TEXTS.mediaTooLarge)

    const empty = await t.injectAs(admin, {
      method: 'POST',
      url: UPLOAD_URL,
      ...uploadRequest({ kind: 'multipart', fields: { note: 'x' }, files: [] }),
    })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.message).toBe(SOCIAL_TEXTS.mediaMissing)
  })
})

describe('GET /api/social/images/:file', () => {
  it('answers 404 for an unknown id and for a name that is not a stored image', async () => {
    for (const file of [
      '5f0c6d7e-1111-4222-8333-444455556666.png',
      'not-an-id.png',
      '5f0c6d7e-1111-4222-8333-444455556666.svg',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/social/images/${file}` })
      expect(res.statusCode, file).toBe(404)
      expect(res.json().error.message).toBe(SOCIAL_TEXTS.mediaNotFound)
    }
  })
})
