import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A request the fake provider received. */
export type ProviderRequest = {
  method: string
  path: string
  query: URLSearchParams
  headers: IncomingMessage['headers']
  body: string
}

type Answer = { status?: number; json: unknown }
type Handler = (request: ProviderRequest) => Answer

/**
 * A stand-in for the providers' HTTP APIs on 127.0.0.1: each test says what a method and path
 * answer, and reads back what was asked. Unknown paths answer 404 in Graph's error shape.
 */
export async function startFakeProvider() {
  const handlers = new Map<string, Handler>()
  const requests: ProviderRequest[] = []
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      const request: ProviderRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }
      requests.push(request)
      const handler = handlers.get(`${request.method} ${request.path}`)
      const answer = handler
        ? handler(request)
        : { status: 404, json: { error: { message: 'Unknown path' } } }
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(answer.json))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** What `METHOD /path` answers from now on. */
    on(route: string, handler: Handler | Answer) {
      handlers.set(route, typeof handler === 'function' ? handler : () => handler)
    },
    /** The requests to one `METHOD /path`. */
    requestsTo(route: string) {
      return requests.filter((r) => `${r.method} ${r.path}` === route)
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type FakeProvider = Awaited<ReturnType<typeof startFakeProvider>>
