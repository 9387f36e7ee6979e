import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FileTooLargeError, InvalidStorageKeyError } from './index.ts'
import { createS3Storage } from './s3-storage.ts'

// A tiny S3 stand-in on the loopback interface: it insists on a Signature Version 4 Authorization
// header and keeps objects in memory by path, so the path-style addressing is checked too.
const objects = new Map<string, { body: Buffer; contentType: string }>()
const seen: { method: string; url: string; authorization: string; amzDate: string; sse: string }[] = []
let server: Server
let endpoint: string

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks)))
    request.on('error', reject)
  })
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const authorization = request.headers.authorization ?? ''
    const url = request.url ?? ''
    seen.push({
      method: request.method ?? '',
      url,
      authorization,
      amzDate: String(request.headers['x-amz-date'] ?? ''),
      sse: String(request.headers['x-amz-server-side-encryption'] ?? ''),
    })
    if (!authorization.startsWith('AWS4-HMAC-SHA256') || url.startsWith('/locked/')) {
      response.writeHead(403).end('<Error><Code>AccessDenied</Code></Error>')
      return
    }
    if (request.method === 'PUT') {
      objects.set(url, {
        body: await readBody(request),
        contentType: request.headers['content-type'] ?? '',
      })
      response.writeHead(200).end()
    } else if (request.method === 'GET') {
      const object = objects.get(url)
      if (!object) response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>')
      else response.writeHead(200, { 'content-type': object.contentType }).end(object.body)
    } else if (request.method === 'DELETE') {
      objects.delete(url)
      response.writeHead(204).end()
    } else {
      response.writeHead(405).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function storage(bucket = 'rr-files') {
  return createS3Storage({
    endpoint: `${endpoint}/`,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'AKIDTEST',
    secretAccessKey: 'test-secret-key',
  })
}

describe('S3-compatible file storage', () => {
  it('signs PUT, GET and DELETE and addresses objects path-style', async () => {
    seen.length = 0
    const s3 = storage()
    const bytes = new TextEncoder().encode('%PDF-1.7 test')
    await s3.put('cases/abc/one.pdf', bytes, 'application/pdf')

    expect(objects.get('/rr-files/cases/abc/one.pdf')).toMatchObject({ contentType: 'application/pdf' })
    expect(await s3.get('cases/abc/one.pdf')).toEqual(bytes)

    await s3.delete('cases/abc/one.pdf')
    expect(objects.has('/rr-files/cases/abc/one.pdf')).toBe(false)
    expect(await s3.get('cases/abc/one.pdf')).toBeNull()

    const methods = seen.map((request) => request.method)
    expect(methods).toEqual(['PUT', 'GET', 'DELETE', 'GET'])
    for (const request of seen) {
      expect(request.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=\S+, Signature=[0-9a-f]{64}$/,
      )
      expect(request.amzDate).toMatch(/^\d{8}T\d{6}Z$/)
    }
    expect(seen.every((request) => !request.authorization.includes('test-secret-key'))).toBe(true)
  })

  it('fails loudly when the store refuses a request', async () => {
    const s3 = storage('locked')
    await expect(s3.put('cases/a.pdf', new Uint8Array([1]), 'application/pdf')).rejects.toThrow(
      /S3 PUT failed with status 403/,
    )
    await expect(s3.get('cases/a.pdf')).rejects.toThrow(/S3 GET failed with status 403/)
  })

  it('rejects keys that could escape the bucket path', async () => {
    const s3 = storage()
    await expect(s3.get('../other-bucket/secret')).rejects.toBeInstanceOf(InvalidStorageKeyError)
    await expect(s3.put('/a', new Uint8Array([1]), 'text/plain')).rejects.toBeInstanceOf(
      InvalidStorageKeyError,
    )
  })

  it('asks for server-side encryption on every PUT, ours and the presigned ones', async () => {
    seen.length = 0
    const s3 = storage()
    await s3.put('cases/abc/sse.pdf', new Uint8Array([1, 2, 3]), 'application/pdf')
    expect(seen[0]).toMatchObject({ method: 'PUT', sse: 'AES256' })

    const presigned = await s3.presignPut!('uploads/slot-1', 900)
    const url = new URL(presigned.url)
    expect(url.pathname).toBe('/rr-files/uploads/slot-1')
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900')
    expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256')
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toContain('x-amz-server-side-encryption')
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/)
    expect(presigned.url).not.toContain('test-secret-key')
    expect(presigned.headers).toEqual({ 'x-amz-server-side-encryption': 'AES256' })
  })

  it('refuses to read an object over the size asked for', async () => {
    const s3 = storage()
    await s3.put('cases/abc/big.pdf', new Uint8Array(100), 'application/pdf')
    expect((await s3.get('cases/abc/big.pdf', { maxBytes: 100 }))?.byteLength).toBe(100)
    await expect(s3.get('cases/abc/big.pdf', { maxBytes: 99 })).rejects.toBeInstanceOf(FileTooLargeError)
  })
})
