import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowCounts } from '#server/test/row-counts.ts'
import { buildTestApp, TEST_ORIGIN, type TestApp } from '#server/test/build-test-app.ts'
import { collectContracts, type CollectedEntry } from '#server/test/contracts/collect-contracts.ts'

// Finding 3 of issue 9 and docs/decisions/016-one-path-one-text-rule.md: every security decision
// reads one canonical path, so no spelling of an API path slips past CSRF or the flood limit.

const FOREIGN_ORIGIN = 'https://evil.example'
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const SOME_ID = '00000000-0000-4000-8000-000000000000'

/** The spellings an attacker may try for one path: every one must reach the same decisions. */
function variantsOf(path: string): string[] {
  const rest = path.slice('/api'.length)
  const letter = rest.search(/[a-z]/)
  const encodedLetter = `${rest.slice(0, letter)}%${rest.charCodeAt(letter).toString(16)}${rest.slice(letter + 1)}`
  return [
    path,
    `/%61pi${rest}`,
    `/a%70i${rest}`,
    `/%2561pi${rest}`,
    `/api${encodedLetter}`,
    `//api${rest}`,
    `/api/${rest}`,
    `/api/.${rest}`,
    `/api/%2e${rest}`,
    `/api/x/..${rest}`,
    `/api/x/%2e%2e${rest}`,
    `/API${rest}`,
    `/Api${rest}`,
    `${path}/`,
    `${path};x=1`,
    `/api;x=1${rest}`,
    `${path}?x=1`,
    `${TEST_ORIGIN}${path}`,
  ]
}

function fill(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, () => SOME_ID)
}

type RawResponse = { status: number; body: string }

/**
 * Sends the request line exactly as written, as an attacker's client would: light-my-request
 * (inject) resolves dot segments itself, which would hide what the router does with them.
 */
function sendRaw(port: number, method: string, target: string, headers: Record<string, string>, body = '') {
  return new Promise<RawResponse>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      const lines = [
        `${method} ${target} HTTP/1.1`,
        `Host: ${new URL(TEST_ORIGIN).host}`,
        'Connection: close',
      ]
      for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`)
      lines.push(`Content-Length: ${Buffer.byteLength(body)}`)
      socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`)
    })
    let data = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (data += chunk))
    socket.on('error', reject)
    socket.on('end', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0)
      resolve({ status, body: data.slice(data.indexOf('\r\n\r\n') + 4) })
    })
  })
}

describe('one canonical path for every security decision', () => {
  let t: TestApp
  let port: number
  let adminCookie: string
  let unsafe: CollectedEntry[]

  beforeAll(async () => {
    // The flood limit is tested on its own app below; here it must not interfere.
    t = await buildTestApp({ API_RATE_LIMIT_PER_MINUTE: '100000' })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    port = (t.app.server.address() as net.AddressInfo).port
    // An admin's session passes every guard, so only the origin check can stop these requests.
    adminCookie = (await t.createAdmin()).cookie
    unsafe = (await collectContracts()).filter(({ entry }) => UNSAFE.has(entry.method))
  })
  afterAll(async () => t.close())

  it('finds the unsafe routes in the contract tables', () => {
    expect(unsafe.length).toBeGreaterThan(20)
  })

  it('refuses every spelling of every unsafe route from another site with a session cookie, storing nothing', async () => {
    const before = await rowCounts(t.db.db)
    const admitted: string[] = []
    let sent = 0
    for (const { name, entry } of unsafe) {
      for (const target of variantsOf(fill(entry.path))) {
        const res = await sendRaw(
          port,
          entry.method,
          target,
          { cookie: adminCookie, origin: FOREIGN_ORIGIN, 'content-type': 'application/json' },
          '{}',
        )
        sent += 1
        if (![400, 403, 404].includes(res.status)) {
          admitted.push(`${name} ${entry.method} ${target} -> ${res.status} ${res.body.slice(0, 120)}`)
        }
      }
    }
    console.info(`security paths: ${unsafe.length} unsafe routes, ${sent} cross-site requests refused`)
    expect(admitted).toEqual([])
    expect(await rowCounts(t.db.db)).toEqual(before)
  })

  it('answers the encoded path of the finding (POST /%61pi/cases) as it answers /api/cases: refused as cross-site', async () => {
    for (const target of ['/api/cases', '/%61pi/cases']) {
      const res = await sendRaw(
        port,
        'POST',
        target,
        { cookie: adminCookie, origin: FOREIGN_ORIGIN, 'content-type': 'application/json' },
        '{}',
      )
      expect(res.status, target).toBe(403)
      expect(JSON.parse(res.body)).toMatchObject({ error: { code: 'invalid_origin' } })
    }
  })

  it('refuses a cross-site mutation with a cookie even outside /api', async () => {
    const res = await sendRaw(port, 'POST', '/anything', { cookie: adminCookie, origin: FOREIGN_ORIGIN })
    expect(res.status).toBe(403)
  })

  it('answers 400 to an API path spelled differently from our own, even from our own site', async () => {
    for (const target of ['/%61pi/auth/user', '//api/auth/user', '/api/./auth/user', '/API/auth/user']) {
      const res = await sendRaw(port, 'GET', target, { cookie: adminCookie, origin: TEST_ORIGIN })
      expect(res.status, target).toBe(400)
      expect(JSON.parse(res.body)).toMatchObject({ error: { code: 'bad_request' } })
    }
  })

  it('still serves the plain path, with a trailing slash or a query, to our own pages', async () => {
    for (const target of ['/api/auth/user', '/api/auth/user/', '/api/auth/user?x=1']) {
      const res = await sendRaw(port, 'GET', target, { cookie: adminCookie, origin: TEST_ORIGIN })
      expect(res.status, target).toBe(200)
    }
  })
})

describe('the flood limit', () => {
  let t: TestApp
  let port: number
  const LIMIT = 30

  beforeAll(async () => {
    t = await buildTestApp({ API_RATE_LIMIT_PER_MINUTE: String(LIMIT) })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    port = (t.app.server.address() as net.AddressInfo).port
  })
  afterAll(async () => t.close())

  it('counts every spelling of /api/auth/user against one allowance', async () => {
    const variants = variantsOf('/api/auth/user').filter((v) => v !== '/api/auth/user')
    const statuses: number[] = []
    for (let i = 0; i < LIMIT; i++) {
      statuses.push((await sendRaw(port, 'GET', variants[i % variants.length]!, {})).status)
    }
    expect(statuses).not.toContain(429)
    for (const target of ['/api/auth/user', ...variants]) {
      const res = await sendRaw(port, 'GET', target, {})
      expect(res.status, target).toBe(429)
    }
  })

  it('leaves pages and the health check out of the count', async () => {
    expect((await sendRaw(port, 'GET', '/api/health', {})).status).not.toBe(429)
    expect((await sendRaw(port, 'GET', '/about', {})).status).not.toBe(429)
  })
})
