import { AwsClient } from 'aws4fetch'
import { FileTooLargeError, storageKeySegments, type FileStorage } from './index.ts'

export type S3StorageConfig = {
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
}

// Every object is written with server-side encryption (SSE-S3), by us and by the browsers we give
// presigned PUTs to (docs/decisions/023-uploads-and-files-at-rest.md).
const SSE_HEADERS = { 'x-amz-server-side-encryption': 'AES256' } as const

/**
 * An S3-compatible bucket (AWS S3, MinIO, R2, ...) addressed path-style, `${endpoint}/${bucket}/${key}`,
 * with every request signed with AWS Signature Version 4.
 */
export function createS3Storage(config: S3StorageConfig): FileStorage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
    // aws4fetch retries 5xx answers with back-off; a few tries, not its default ten.
    retries: 2,
  })
  const base = `${config.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(config.bucket)}`

  function urlFor(key: string): string {
    return `${base}/${storageKeySegments(key).map(encodeURIComponent).join('/')}`
  }

  async function failure(method: string, response: Response): Promise<Error> {
    const detail = (await response.text().catch(() => '')).slice(0, 300)
    return new Error(`S3 ${method} failed with status ${response.status}: ${detail}`)
  }

  return {
    kind: 's3',

    async put(key, bytes, contentType) {
      const response = await client.fetch(urlFor(key), {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: { 'content-type': contentType, ...SSE_HEADERS },
      })
      if (!response.ok) throw await failure('PUT', response)
      await response.body?.cancel()
    },

    async get(key, { maxBytes } = {}) {
      const response = await client.fetch(urlFor(key), { method: 'GET' })
      if (response.status === 404) {
        await response.body?.cancel()
        return null
      }
      if (!response.ok) throw await failure('GET', response)
      // A browser's presigned PUT has no size limit S3 enforces: refuse to read a large object.
      const length = Number(response.headers.get('content-length') ?? 0)
      if (maxBytes !== undefined && length > maxBytes) {
        await response.body?.cancel()
        throw new FileTooLargeError(`${key} is over ${maxBytes} bytes`)
      }
      const bytes = new Uint8Array(await response.arrayBuffer())
      if (maxBytes !== undefined && bytes.byteLength > maxBytes) {
        throw new FileTooLargeError(`${key} is over ${maxBytes} bytes`)
      }
      return bytes
    },

    async presignPut(key, expiresSeconds) {
      const url = new URL(urlFor(key))
      url.searchParams.set('X-Amz-Expires', String(expiresSeconds))
      // The encryption header is signed, so the PUT must carry it: S3 refuses the upload otherwise.
      const signed = await client.sign(url.toString(), {
        method: 'PUT',
        headers: SSE_HEADERS,
        aws: { signQuery: true },
      })
      return { url: signed.url, headers: { ...SSE_HEADERS } }
    },

    async delete(key) {
      const response = await client.fetch(urlFor(key), { method: 'DELETE' })
      if (!response.ok && response.status !== 404) throw await failure('DELETE', response)
      await response.body?.cancel()
    },
  }
}
