import { VideoUploadError, type VideoUploader } from './index.ts'

export type YoutubeUploadOptions = {
  clientId: string
  clientSecret: string
  /** A refresh token with the youtube.upload (or youtube) scope. */
  refreshToken: string
  /** https://www.googleapis.com/youtube/v3 (uploads go to its /upload twin), or a local server in tests. */
  apiUrl: string
  tokenUrl: string
  /** public, unlisted or private: what the upload is published as. */
  privacyStatus?: 'public' | 'unlisted' | 'private'
  now?: () => number
}

const CALL_TIMEOUT_MS = 15_000
const UPLOAD_TIMEOUT_MS = 120_000

/**
 * YouTube Data API v3 videos.insert by the resumable protocol: an access token minted from the
 * refresh token, a session opened with the video's metadata, then the MP4 in one PUT to the
 * session's address. The answer's id is the video's.
 */
export function createYoutubeUploader({
  clientId,
  clientSecret,
  refreshToken,
  apiUrl,
  tokenUrl,
  privacyStatus = 'public',
  now = Date.now,
}: YoutubeUploadOptions): VideoUploader {
  let accessToken: { value: string; expiresAt: number } | null = null

  async function currentAccessToken(): Promise<string> {
    if (accessToken && accessToken.expiresAt > now()) return accessToken.value
    const res = await call('Google', tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        client_id: clientId,
        client_secret: clientSecret,
        refresh_token: refreshToken,
        grant_type: 'refresh_token',
      }).toString(),
    })
    const json = (await readJson('Google', res)) as { access_token?: unknown; expires_in?: unknown }
    if (typeof json.access_token !== 'string')
      throw new VideoUploadError('Google did not give an access token.')
    const lifetimeSeconds = typeof json.expires_in === 'number' ? json.expires_in : 3600
    // Renewed a minute early, so a token never expires between the check and the call.
    accessToken = { value: json.access_token, expiresAt: now() + Math.max(0, lifetimeSeconds - 60) * 1000 }
    return accessToken.value
  }

  return {
    platform: 'youtube',
    async upload({ bytes, title, description }) {
      const token = await currentAccessToken()
      const start = await call(
        'YouTube',
        `${uploadBase(apiUrl)}/videos?uploadType=resumable&part=snippet,status`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json; charset=UTF-8',
            'x-upload-content-type': 'video/mp4',
            'x-upload-content-length': String(bytes.byteLength),
          },
          body: JSON.stringify({
            snippet: {
              title: title.slice(0, 100),
              description: description.slice(0, 5000),
              categoryId: '27',
            },
            status: { privacyStatus, selfDeclaredMadeForKids: false },
          }),
        },
      )
      if (!start.ok) await readJson('YouTube', start)
      const session = start.headers.get('location')
      if (!session) throw new VideoUploadError('YouTube did not open an upload session.')
      const sessionUrl = new URL(session, apiUrl)
      // The session must be on the API's own host: a token is never sent anywhere else.
      if (sessionUrl.origin !== new URL(apiUrl).origin) {
        throw new VideoUploadError('YouTube gave an upload address on another host.')
      }
      const put = await call(
        'YouTube',
        sessionUrl.toString(),
        {
          method: 'PUT',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'video/mp4' },
          body: new Uint8Array(bytes),
        },
        UPLOAD_TIMEOUT_MS,
      )
      const json = (await readJson('YouTube', put)) as { id?: unknown }
      if (typeof json.id !== 'string' || !/^[A-Za-z0-9_-]{6,20}$/.test(json.id)) {
        throw new VideoUploadError('YouTube did not confirm the upload.')
      }
      return { videoId: json.id }
    },
  }
}

/** https://www.googleapis.com/youtube/v3 → https://www.googleapis.com/upload/youtube/v3 */
export function uploadBase(apiUrl: string): string {
  const url = new URL(apiUrl)
  return `${url.origin}/upload${url.pathname.replace(/\/+$/, '')}`
}

async function call(
  provider: string,
  url: string,
  init: { method: 'POST' | 'PUT'; headers: Record<string, string>; body: string | Uint8Array<ArrayBuffer> },
  timeoutMs = CALL_TIMEOUT_MS,
): Promise<Response> {
  try {
    return await fetch(url, {
      method: init.method,
      headers: init.headers,
      body: init.body,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    })
  } catch {
    throw new VideoUploadError(`${provider} could not be reached.`)
  }
}

// An error status becomes the provider's own short reason (Google's error.message), one line.
async function readJson(provider: string, res: Response): Promise<unknown> {
  const text = await res.text().catch(() => '')
  let json: unknown
  try {
    json = text ? (JSON.parse(text) as unknown) : null
  } catch {
    json = null
  }
  if (!res.ok) {
    const message = (json as { error?: { message?: unknown } } | null)?.error?.message
    const reason = typeof message === 'string' ? message.replace(/\s+/g, ' ').trim().slice(0, 200) : ''
    throw new VideoUploadError(
      `${provider} answered ${res.status}${reason ? `: ${reason.replace(/[.\s]+$/, '')}` : ''}.`,
    )
  }
  if (json === null || typeof json !== 'object') {
    throw new VideoUploadError(`${provider} sent an answer that could not be read.`)
  }
  return json
}
