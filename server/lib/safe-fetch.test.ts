import { createServer, type Server } from 'node:http'
import type { LookupFunction } from 'node:net'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  BlockedAddressError,
  checkOutboundUrl,
  forbiddenReason,
  safeFetch,
  SafeFetchError,
  type AddressPolicy,
} from './safe-fetch.ts'

// A DNS of our own: names map to fixed answers, so no test depends on the machine's resolver.
function fakeDns(records: Record<string, string[] | (() => string[])>): LookupFunction {
  return (hostname, _options, callback) => {
    const entry = records[hostname]
    const addresses = typeof entry === 'function' ? entry() : entry
    if (!addresses) {
      const error = Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' })
      return callback(error, '', 0)
    }
    const list = addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))
    ;(callback as unknown as (error: null, list: unknown) => void)(null, list)
  }
}

let server: Server
let port: number
let base: string
let hits: string[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = req.url ?? '/'
    hits.push(url)
    if (url === '/feed') return res.end('<rss>ok</rss>')
    if (url.startsWith('/redirect?to=')) {
      res.writeHead(302, { location: decodeURIComponent(url.slice('/redirect?to='.length)) })
      return res.end()
    }
    const hops = /^\/hops\/(\d+)$/.exec(url)
    if (hops) {
      const left = Number(hops[1])
      res.writeHead(left === 0 ? 200 : 301, left === 0 ? {} : { location: `/hops/${left - 1}` })
      return res.end(left === 0 ? 'arrived' : '')
    }
    if (url === '/large-declared') {
      res.writeHead(200, { 'content-length': '5000' })
      return res.end('x'.repeat(5000))
    }
    if (url === '/large-chunked') {
      res.write('x'.repeat(3000))
      return res.end('x'.repeat(3000))
    }
    if (url === '/gzip-bomb') {
      res.writeHead(200, { 'content-encoding': 'gzip' })
      return res.end(gzipSync(Buffer.alloc(1024 * 1024)))
    }
    if (url === '/gzip') {
      res.writeHead(200, { 'content-encoding': 'gzip' })
      return res.end(gzipSync('<rss>zipped</rss>'))
    }
    if (url === '/hang') return // never answers
    if (url === '/slow-body') {
      res.writeHead(200)
      res.write('start')
      return // never ends
    }
    res.writeHead(404)
    res.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as { port: number }).port
  base = `http://127.0.0.1:${port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  hits = []
})

// The one allowance the tests make: their own server on 127.0.0.1. Every other loopback address
// (127.0.0.2, ::1) stays refused, so redirects to forbidden places are still checked.
const allowTestServer: AddressPolicy = { allowedAddresses: ['127.0.0.1'] }

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(BlockedAddressError)
  return (error as Error).message
}

describe('forbiddenReason', () => {
  it.each([
    ['127.0.0.1', 'it points to this server'],
    ['127.255.255.254', 'it points to this server'],
    ['::1', 'it points to this server'],
    ['::ffff:127.0.0.1', 'it points to this server'],
    ['::ffff:7f00:1', 'it points to this server'],
    ['10.1.2.3', 'it points to a private network'],
    ['172.16.0.1', 'it points to a private network'],
    ['172.31.255.255', 'it points to a private network'],
    ['192.168.1.1', 'it points to a private network'],
    ['100.64.0.1', 'it points to a private network'],
    ['100.127.255.255', 'it points to a private network'],
    ['::ffff:10.0.0.1', 'it points to a private network'],
    ['fc00::1', 'it points to a private network'],
    ['fd12:3456::1', 'it points to a private network'],
    ['169.254.169.254', 'it points to the cloud metadata service'],
    ['::ffff:169.254.169.254', 'it points to the cloud metadata service'],
    ['169.254.1.1', 'it is a link-local address'],
    ['fe80::1', 'it is a link-local address'],
    ['0.0.0.0', 'it is an unspecified address'],
    ['0.1.2.3', 'it is an unspecified address'],
    ['::', 'it is an unspecified address'],
    ['224.0.0.1', 'it is a reserved or multicast address'],
    ['255.255.255.255', 'it is a reserved or multicast address'],
    ['ff02::1', 'it is a reserved or multicast address'],
    ['2002:7f00:1::', 'it is a reserved or multicast address'],
    ['64:ff9b::7f00:1', 'it is a reserved or multicast address'],
    ['100::1', 'it is a reserved or multicast address'],
  ])('refuses %s: %s', (address, reason) => {
    expect(forbiddenReason(address)).toBe(reason)
  })

  it.each(['8.8.8.8', '93.184.216.34', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111'])(
    'allows the public address %s',
    (address) => {
      expect(forbiddenReason(address)).toBeNull()
    },
  )

  it('allows exactly the addresses and ranges a policy names', () => {
    const policy = { allowedAddresses: ['127.0.0.1', '10.20.0.0/16'] }
    expect(forbiddenReason('127.0.0.1', policy)).toBeNull()
    expect(forbiddenReason('10.20.9.9', policy)).toBeNull()
    expect(forbiddenReason('127.0.0.2', policy)).toBe('it points to this server')
    expect(forbiddenReason('10.21.0.1', policy)).toBe('it points to a private network')
  })
})

describe('safeFetch refuses forbidden addresses', () => {
  it.each([
    ['http://127.0.0.1:PORT/feed', 'it points to this server'],
    ['http://2130706433:PORT/feed', 'it points to this server'],
    ['http://0x7f000001:PORT/feed', 'it points to this server'],
    ['http://017700000001:PORT/feed', 'it points to this server'],
    ['http://0x7f.1:PORT/feed', 'it points to this server'],
    ['http://127.1:PORT/feed', 'it points to this server'],
    ['http://[::1]:PORT/feed', 'it points to this server'],
    ['http://[::ffff:127.0.0.1]:PORT/feed', 'it points to this server'],
    ['http://[0:0:0:0:0:ffff:7f00:1]:PORT/feed', 'it points to this server'],
    ['http://169.254.169.254/latest/meta-data/', 'it points to the cloud metadata service'],
    ['http://10.0.0.1/feed', 'it points to a private network'],
    ['https://192.168.0.10/feed', 'it points to a private network'],
    ['http://[fe80::1]/feed', 'it is a link-local address'],
    ['http://0.0.0.0:PORT/feed', 'it is an unspecified address'],
  ])('%s, written as a literal address, without connecting', async (url, reason) => {
    const message = await refusal(safeFetch(url.replace('PORT', String(port))))
    expect(message).toBe(`This address is not allowed: ${reason}.`)
    expect(hits).toEqual([])
  })

  it('refuses a host name that resolves to loopback, private or metadata addresses', async () => {
    const lookup = fakeDns({
      'loopback.example': ['127.0.0.1'],
      'intranet.example': ['10.0.0.7'],
      'metadata.example': ['169.254.169.254'],
      'v6.example': ['::1'],
      // One public and one private answer: the private one could be the one connected to.
      'mixed.example': ['93.184.216.34', '192.168.1.20'],
    })
    const cases: Array<[string, string]> = [
      ['loopback.example', 'it points to this server'],
      ['intranet.example', 'it points to a private network'],
      ['metadata.example', 'it points to the cloud metadata service'],
      ['v6.example', 'it points to this server'],
      ['mixed.example', 'it points to a private network'],
    ]
    for (const [host, reason] of cases) {
      const message = await refusal(safeFetch(`http://${host}:${port}/feed`, { policy: { lookup } }))
      expect(message).toBe(`This address is not allowed: ${reason}.`)
    }
    expect(hits).toEqual([])
  })

  it('checks the address again when it connects, so a name cannot change its answer in between', async () => {
    let answers = 0
    const lookup = fakeDns({ 'flip.example': () => (answers++ === 0 ? ['127.0.0.1'] : ['10.9.9.9']) })
    const policy = { ...allowTestServer, lookup }
    await expect(checkOutboundUrl(`http://flip.example:${port}/feed`, policy)).resolves.toBeUndefined()
    const message = await refusal(safeFetch(`http://flip.example:${port}/feed`, { policy }))
    expect(message).toBe('This address is not allowed: it points to a private network.')
    expect(hits).toEqual([])
  })

  it('refuses every redirect to a forbidden address, literal or by name', async () => {
    const lookup = fakeDns({ 'rebind.example': ['10.0.0.1'], 'meta.example': ['169.254.169.254'] })
    const policy = { ...allowTestServer, lookup }
    const targets: Array<[string, string]> = [
      [`http://127.0.0.2:${port}/feed`, 'it points to this server'],
      [`http://[::1]:${port}/feed`, 'it points to this server'],
      ['http://169.254.169.254/latest/meta-data/', 'it points to the cloud metadata service'],
      ['http://2852039166/latest/meta-data/', 'it points to the cloud metadata service'],
      [`http://rebind.example:${port}/feed`, 'it points to a private network'],
      ['http://meta.example/latest/', 'it points to the cloud metadata service'],
    ]
    for (const [target, reason] of targets) {
      const url = `${base}/redirect?to=${encodeURIComponent(target)}`
      const message = await refusal(safeFetch(url, { policy }))
      expect(message).toBe(`This address is not allowed: ${reason}.`)
    }
    // The first hop of each was served; no forbidden target was.
    expect(hits.every((hit) => hit.startsWith('/redirect'))).toBe(true)
  })

  it('refuses links that are not http or https, and links with credentials', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://example.com/feed', 'gopher://example.com/']) {
      expect(await refusal(safeFetch(url))).toBe(
        'This address is not allowed: only http:// and https:// links can be read.',
      )
    }
    expect(await refusal(safeFetch(`http://user:secret@127.0.0.1:${port}/feed`))).toMatch(
      /user name or password/,
    )
    const redirect = `${base}/redirect?to=${encodeURIComponent('file:///etc/passwd')}`
    expect(await refusal(safeFetch(redirect, { policy: allowTestServer }))).toMatch(
      /only http:\/\/ and https:\/\//,
    )
  })
})

describe('safeFetch reads allowed addresses within limits', () => {
  it('reads a feed from an allowed address and follows relative redirects', async () => {
    const direct = await safeFetch(`${base}/feed`, { policy: allowTestServer })
    expect(direct).toMatchObject({ status: 200, url: `${base}/feed` })
    expect(direct.body.toString()).toBe('<rss>ok</rss>')
    const hopped = await safeFetch(`${base}/hops/5`, { policy: allowTestServer })
    expect(hopped).toMatchObject({ status: 200, url: `${base}/hops/0` })
    expect(hopped.body.toString()).toBe('arrived')
  })

  it('stops after five redirects', async () => {
    const error = await safeFetch(`${base}/hops/6`, { policy: allowTestServer }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SafeFetchError)
    expect((error as Error).message).toBe('The address redirected more than 5 times')
  })

  it('decompresses gzip answers', async () => {
    const res = await safeFetch(`${base}/gzip`, { policy: allowTestServer })
    expect(res.body.toString()).toBe('<rss>zipped</rss>')
  })

  it.each(['/large-declared', '/large-chunked', '/gzip-bomb'])(
    'refuses an answer larger than the limit (%s)',
    async (path) => {
      const error = await safeFetch(`${base}${path}`, { policy: allowTestServer, maxBytes: 1024 }).catch(
        (e: unknown) => e,
      )
      expect(error).toBeInstanceOf(SafeFetchError)
      expect((error as Error).message).toBe('The answer is larger than 1024 bytes')
    },
  )

  it.each(['/hang', '/slow-body'])('gives up after the time limit (%s)', async (path) => {
    const started = Date.now()
    const error = await safeFetch(`${base}${path}`, { policy: allowTestServer, timeoutMs: 300 }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(SafeFetchError)
    expect((error as Error).message).toBe('The address did not answer within 0.3 s')
    expect(Date.now() - started).toBeLessThan(3000)
  })

  it('answers non-2xx statuses without reading the body', async () => {
    const res = await safeFetch(`${base}/missing`, { policy: allowTestServer })
    expect(res.status).toBe(404)
    expect(res.body.length).toBe(0)
  })
})

describe('checkOutboundUrl', () => {
  it('refuses literal and resolved forbidden addresses before a feed is stored', async () => {
    const lookup = fakeDns({ 'intranet.example': ['172.20.1.1'], 'news.example': ['93.184.216.34'] })
    expect(await refusal(checkOutboundUrl('http://2130706433/feed', { lookup }))).toBe(
      'This address is not allowed: it points to this server.',
    )
    expect(await refusal(checkOutboundUrl('https://intranet.example/feed', { lookup }))).toBe(
      'This address is not allowed: it points to a private network.',
    )
    await expect(checkOutboundUrl('https://news.example/feed', { lookup })).resolves.toBeUndefined()
    // A name that does not resolve today may tomorrow; the read that fails says so.
    await expect(checkOutboundUrl('https://unknown.example/feed', { lookup })).resolves.toBeUndefined()
  })
})
