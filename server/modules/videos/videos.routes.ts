import type { FastifyInstance } from 'fastify'
import { videosContract } from '#shared/contracts/videos.contract.ts'
import { route } from '#server/plugins/contract-route.ts'
import type { VideosService } from './videos.service.ts'

/** One byte range of a file of `size` bytes, from a Range header; null to send the whole file. */
export function parseByteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null
  if (!match || size === 0 || (match[1] === '' && match[2] === '')) return null
  let start: number
  let end: number
  if (match[1] === '') {
    // The last n bytes.
    start = Math.max(0, size - Number(match[2]))
    end = size - 1
  } else {
    start = Number(match[1])
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  }
  // A range that cannot be met is ignored (RFC 9110 lets a server send the whole file instead).
  return start <= end && start < size ? { start, end } : null
}

/** The MP4 of a plan, with byte ranges so a <video> can seek (docs/decisions/043-short-videos.md). */
export async function videosRoutes(app: FastifyInstance, { videos }: { videos: VideosService }) {
  // route() answers with the entry's 200; a partial answer is marked 206 just before it is written.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 200 && reply.hasHeader('content-range')) void reply.code(206)
    return payload
  })

  route(app, videosContract.file, async ({ params, request, reply }) => {
    const viewer = await app.currentUser(request, reply)
    const bytes = Buffer.from(await videos.readVideoFile(params.id, viewer))
    void reply
      .header('content-type', 'video/mp4')
      .header('accept-ranges', 'bytes')
      .header('cache-control', 'private, no-cache')
    const range = parseByteRange(request.headers.range, bytes.byteLength)
    if (!range) return bytes
    void reply.header('content-range', `bytes ${range.start}-${range.end}/${bytes.byteLength}`)
    return bytes.subarray(range.start, range.end + 1)
  })
}
