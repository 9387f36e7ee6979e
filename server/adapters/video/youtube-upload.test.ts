import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createYoutubeUploader, uploadBase } from './youtube-upload.ts'

// A fake Google (token endpoint and the resumable upload endpoint) on loopback.
type Seen = { method: string; url: string; headers: IncomingHttpHeaders; body: Buffer }
let seen: Seen[] = []
let mode: 'ok' | 'forbidden' | 'foreign-session' = 'ok'
let server: Server
let base = ''

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body })
      const json = (status: number, value: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers })
        res.end(JSON.stringify(value))
      }
      if (req.url === '/token') return json(200, { access_token: 'token-1', expires_in: 3600 })
      if (req.method === 'POST' && req.url?.startsWith('/upload/youtube/v3/videos?')) {
        if (mode === 'forbidden') return json(403, { error: { message: 'The quota was exceeded.' } })
        const location =
          mode === 'foreign-session'
            ? 'http://198.51.100.7/upload/youtube/v3/videos?upload_id=abc'
            : `${base}/upload/youtube/v3/videos?upload_id=session-1`
        return json(200, {}, { location })
      }
      if (req.method === 'PUT' && req.url === '/upload/youtube/v3/videos?upload_id=session-1') {
        return json(200, { id: 'dQw4w9WgXcQ', snippet: {} })
      }
      json(404, { error: { message: 'Not found' } })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  seen = []
  mode = 'ok'
})

function uploader() {
  return createYoutubeUploader({
    clientId: 'client-id',
    clientSecret: 'client-secret',
    refreshToken: 'refresh-token',
    apiUrl: `${base}/youtube/v3`,
    tokenUrl: `${base}/token`,
  })
}

const video = { bytes: new Uint8Array([0, 1, 2, 3, 4, 5]), title: 'A title', description: 'The script.' }

describe('createYoutubeUploader', () => {
  it('derives the upload endpoint from the API address', () => {
    expect(uploadBase('https://www.googleapis.com/youtube/v3/')).toBe(
      'https://www.googleapis.com/upload/youtube/v3',
    )
  })

  it('mints a token, opens a resumable session with the metadata and PUTs the MP4', async () => {
    const up = uploader()
    await expect(up.upload(video)).resolves.toEqual({ videoId: 'dQw4w9WgXcQ' })
    const [token, start, put] = seen
    expect(new URLSearchParams(token!.body.toString())).toEqual(
      new URLSearchParams({
        client_id: 'client-id',
        client_secret: 'client-secret',
        refresh_token: 'refresh-token',
        grant_type: 'refresh_token',
      }),
    )
    expect(start!.url).toBe('/upload/youtube/v3/videos?uploadType=resumable&part=snippet,status')
    expect(start!.headers.authorization).toBe('Bearer token-1')
    expect(start!.headers['x-upload-content-type']).toBe('video/mp4')
    expect(start!.headers['x-upload-content-length']).toBe('6')
    expect(JSON.parse(start!.body.toString())).toMatchObject({
      snippet: { title: 'A title', description: 'The script.' },
      status: { privacyStatus: 'public' },
    })
    expect(put!.method).toBe('PUT')
    expect(put!.headers['content-type']).toBe('video/mp4')
    expect([...put!.body]).toEqual([0, 1, 2, 3, 4, 5])
    // The token is kept until it expires.
    await up.upload(video)
    expect(seen.filter((s) => s.url === '/token')).toHaveLength(1)
  })

  it("fails with Google's own reason", async () => {
    mode = 'forbidden'
    await expect(uploader().upload(video)).rejects.toThrow('YouTube answered 403: The quota was exceeded.')
  })

  it('never sends the token to an upload session on another host', async () => {
    mode = 'foreign-session'
    await expect(uploader().upload(video)).rejects.toThrow('YouTube gave an upload address on another host.')
    expect(seen.filter((s) => s.method === 'PUT')).toHaveLength(0)
  })

  it('says when Google cannot be reached', async () => {
    const up = createYoutubeUploader({
      clientId: 'c',
      clientSecret: 's',
      refreshToken: 'r',
      apiUrl: 'http://127.0.0.1:9/youtube/v3',
      tokenUrl: 'http://127.0.0.1:9/token',
    })
    await expect(up.upload(video)).rejects.toThrow('Google could not be reached.')
  })
})
