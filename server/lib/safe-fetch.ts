import dns from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import type { Readable } from 'node:stream'
import zlib from 'node:zlib'
import ipaddr from 'ipaddr.js'
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent'

// Outbound requests to URLs an admin typed (news feeds) must not reach this server, the private
// network around it or the cloud metadata service: the address is checked after DNS resolution, at
// connect time and on every redirect, and the socket connects to the address that was checked
// (docs/decisions/015-production-guard-and-outbound-fetches.md).

export const DEFAULT_TIMEOUT_MS = 10_000
export const DEFAULT_MAX_BYTES = 2 * 1024 * 1024
export const DEFAULT_MAX_REDIRECTS = 5

/** What an outbound request may reach. Production uses the defaults; tests inject a lookup or allow their server. */
export type AddressPolicy = {
  /** Resolves host names (dns.lookup by default). */
  lookup?: LookupFunction
  /** IPs or CIDR ranges reachable although private (OUTBOUND_ALLOWED_ADDRESSES; a test's local server). */
  allowedAddresses?: readonly string[]
}

export type SafeFetchOptions = {
  headers?: Record<string, string>
  /** For the whole exchange, redirects included. */
  timeoutMs?: number
  /** Of the body after decompression. */
  maxBytes?: number
  maxRedirects?: number
  policy?: AddressPolicy
}

export type SafeResponse = {
  status: number
  headers: http.IncomingHttpHeaders
  /** Read for 2xx answers only; empty otherwise. */
  body: Buffer
  /** The URL that answered, after redirects. */
  url: string
}

/** The request failed: unreachable, too slow, too large, too many redirects. Plain words for an admin. */
export class SafeFetchError extends Error {
  override name = 'SafeFetchError'
}

/** The URL (or a redirect, or what its name resolves to) points somewhere outbound requests may not go. */
export class BlockedAddressError extends SafeFetchError {
  override name = 'BlockedAddressError'
}

// Which range an address is in comes from ipaddr.js, the table request-filtering-agent checks at
// connect time too; these are the words an admin reads for each. Every other special range
// (multicast, documentation, benchmarking, 6to4, Teredo, NAT64, …) is "reserved".
const REASONS: Record<string, string> = {
  loopback: 'it points to this server',
  unspecified: 'it is an unspecified address',
  private: 'it points to a private network',
  carrierGradeNat: 'it points to a private network',
  uniqueLocal: 'it points to a private network',
  linkLocal: 'it is a link-local address',
}
const RESERVED = 'it is a reserved or multicast address'
type Subnet = [ipaddr.IPv4 | ipaddr.IPv6, number]
// Named before the ranges: the metadata service sits inside the link-local and private ones.
const METADATA: Record<string, Subnet[]> = {
  metadata: [
    [ipaddr.parse('169.254.169.254'), 32],
    [ipaddr.parse('fd00:ec2::254'), 128],
  ],
}
// Of IPv6, only global unicast (2000::/3) is routable on the internet.
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3')

/**
 * Why an outbound request may not go to this IP address, in words for an admin ("it points to a
 * private network"), or null when it is a public address.
 */
export function forbiddenReason(address: string, policy: AddressPolicy = {}): string | null {
  if (isIP(address) === 0) return 'it is not an IP address'
  // An IPv4-mapped IPv6 address (::ffff:a.b.c.d) is read as the IPv4 address it carries.
  const ip = ipaddr.process(address)
  if (policy.allowedAddresses?.length && isAllowed(ip, policy.allowedAddresses)) return null
  if (ipaddr.subnetMatch(ip, METADATA, '') === 'metadata') return 'it points to the cloud metadata service'
  const range = ip.range()
  if (range === 'unicast') {
    return ip.kind() === 'ipv6' && !ip.match(GLOBAL_UNICAST_V6) ? RESERVED : null
  }
  return REASONS[range] ?? RESERVED
}

function isAllowed(ip: ipaddr.IPv4 | ipaddr.IPv6, entries: readonly string[]): boolean {
  const ranges = entries.map((entry): Subnet => {
    if (entry.includes('/')) return ipaddr.parseCIDR(entry)
    const single = ipaddr.process(entry)
    return [single, single.kind() === 'ipv6' ? 128 : 32]
  })
  return ipaddr.subnetMatch(ip, { allowed: ranges }, '') === 'allowed'
}

/** The message an admin sees for a refused address. */
export function blockedMessage(reason: string): string {
  return `This address is not allowed: ${reason}.`
}

/**
 * Checks a URL before it is stored: http or https, and neither its literal address nor any address
 * its name resolves to is forbidden. A name that does not resolve now passes (the read reports it).
 */
export async function checkOutboundUrl(url: string, policy: AddressPolicy = {}): Promise<void> {
  const target = parseTarget(url)
  const literal = literalAddress(target.hostname)
  const addresses = literal ? [literal] : await resolveAll(target.hostname, policy).catch(() => [])
  for (const address of addresses) {
    const reason = forbiddenReason(address, policy)
    if (reason) throw new BlockedAddressError(blockedMessage(reason))
  }
}

/**
 * GET over node:http(s) with the address policy enforced at connect time, redirects followed by
 * hand (each target checked again), one time limit for the whole exchange and a size limit on the
 * decompressed body.
 */
export async function safeFetch(url: string, options: SafeFetchOptions = {}): Promise<SafeResponse> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS
  const policy = options.policy ?? {}
  const deadline = AbortSignal.timeout(timeoutMs)
  let current = url
  for (let redirects = 0; ; redirects += 1) {
    const response = await requestOnce(current, options, policy, deadline, timeoutMs)
    const location = response.headers.location
    if (!isRedirect(response.status) || !location) return response
    if (redirects >= maxRedirects)
      throw new SafeFetchError(`The address redirected more than ${maxRedirects} times`)
    try {
      current = new URL(location, current).href
    } catch {
      throw new SafeFetchError('The address redirected to an invalid link')
    }
  }
}

function requestOnce(
  url: string,
  options: SafeFetchOptions,
  policy: AddressPolicy,
  deadline: AbortSignal,
  timeoutMs: number,
): Promise<SafeResponse> {
  const target = parseTarget(url)
  const literal = literalAddress(target.hostname)
  if (literal) {
    // Node connects to a literal address without a lookup, so it is checked here.
    const reason = forbiddenReason(literal, policy)
    if (reason) return Promise.reject(new BlockedAddressError(blockedMessage(reason)))
  }
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES
  const isHttps = target.protocol === 'https:'
  // A second, independent check at connect time (request-filtering-agent), with the same allowances.
  const agentOptions = { keepAlive: false, allowIPAddressList: [...(policy.allowedAddresses ?? [])] }
  const agent = isHttps
    ? new RequestFilteringHttpsAgent(agentOptions)
    : new RequestFilteringHttpAgent(agentOptions)
  const timeoutError = () => new SafeFetchError(`The address did not answer within ${timeoutMs / 1000} s`)

  return new Promise<SafeResponse>((resolve, reject) => {
    if (deadline.aborted) return reject(timeoutError())
    let settled = false
    const finish = (error: Error | null, response?: SafeResponse) => {
      if (settled) return
      settled = true
      deadline.removeEventListener('abort', onAbort)
      agent.destroy()
      if (error) reject(error)
      else resolve(response!)
    }
    const request = (isHttps ? https : http).request(target, {
      method: 'GET',
      agent,
      lookup: checkedLookup(policy),
      headers: { 'accept-encoding': 'gzip, deflate, br', ...options.headers },
    })
    const onAbort = () => {
      request.destroy()
      finish(timeoutError())
    }
    deadline.addEventListener('abort', onAbort, { once: true })
    request.on('error', (error) => finish(toFetchError(error)))
    request.on('response', (response) => {
      const status = response.statusCode ?? 0
      const base = { status, headers: response.headers, url: target.href }
      if (status < 200 || status >= 300) {
        response.resume()
        finish(null, { ...base, body: Buffer.alloc(0) })
        return
      }
      const declared = Number(response.headers['content-length'])
      const encoding = String(response.headers['content-encoding'] ?? 'identity').toLowerCase()
      if (encoding === 'identity' && Number.isFinite(declared) && declared > maxBytes) {
        request.destroy()
        finish(new SafeFetchError(tooLarge(maxBytes)))
        return
      }
      readBody(decoded(response, encoding), maxBytes).then(
        (body) => finish(null, { ...base, body }),
        (error: unknown) => {
          request.destroy()
          finish(error instanceof SafeFetchError ? error : toFetchError(error))
        },
      )
    })
    request.end()
  })
}

// Resolves every address of the name and refuses the connection if any one is forbidden; the socket
// then connects to an address from this answer, so nothing can swap it in between (DNS rebinding).
function checkedLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    resolveAll(hostname, policy, options.family).then(
      (addresses) => {
        for (const address of addresses) {
          const reason = forbiddenReason(address, policy)
          if (reason) return callback(new BlockedAddressError(blockedMessage(reason)), '', 0)
        }
        const entries = addresses.map((address) => ({ address, family: isIP(address) }))
        if (options.all)
          return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, entries)
        callback(null, entries[0]!.address, entries[0]!.family)
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    )
  }
}

function resolveAll(hostname: string, policy: AddressPolicy, family?: number | string): Promise<string[]> {
  const lookup = policy.lookup ?? (dns.lookup as unknown as LookupFunction)
  const options: dns.LookupAllOptions = { all: true, ...(family === 4 || family === 6 ? { family } : {}) }
  return new Promise((resolve, reject) => {
    lookup(hostname, options, (error, result) => {
      if (error) return reject(error)
      const list = (Array.isArray(result) ? result : [{ address: result }]) as Array<{ address: string }>
      if (list.length === 0) return reject(new SafeFetchError('The address could not be found'))
      resolve(list.map((entry) => entry.address))
    })
  })
}

function parseTarget(url: string): URL {
  let target: URL
  try {
    target = new URL(url)
  } catch {
    throw new SafeFetchError('This is not a valid link')
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    throw new BlockedAddressError('This address is not allowed: only http:// and https:// links can be read.')
  }
  if (target.username || target.password) {
    throw new BlockedAddressError(
      'This address is not allowed: links with a user name or password are refused.',
    )
  }
  return target
}

// The WHATWG parser already turns 2130706433, 0x7f.1 and 017700000001 into 127.0.0.1 and writes
// IPv6 in brackets; what is left to do is unwrap the brackets.
function literalAddress(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname
  return isIP(bare) ? bare : null
}

function isRedirect(status: number): boolean {
  return status === 301 || status === 302 || status === 303 || status === 307 || status === 308
}

function decoded(response: http.IncomingMessage, encoding: string): Readable {
  if (encoding === 'gzip' || encoding === 'x-gzip') return response.pipe(zlib.createGunzip())
  if (encoding === 'deflate') return response.pipe(zlib.createInflate())
  if (encoding === 'br') return response.pipe(zlib.createBrotliDecompress())
  return response
}

async function readBody(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let total = 0
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    total += chunk.byteLength
    if (total > maxBytes) {
      stream.destroy()
      throw new SafeFetchError(tooLarge(maxBytes))
    }
    chunks.push(chunk)
  }
  return Buffer.concat(chunks, total)
}

function tooLarge(maxBytes: number): string {
  const size = maxBytes >= 1024 * 1024 ? `${Math.round(maxBytes / (1024 * 1024))} MB` : `${maxBytes} bytes`
  return `The answer is larger than ${size}`
}

function toFetchError(error: unknown): SafeFetchError {
  if (error instanceof SafeFetchError) return error
  // request-filtering-agent's own refusal (the second check) words it for developers.
  if (error instanceof Error && /is not allowed/.test(error.message)) {
    return new BlockedAddressError(blockedMessage('it points to a private or reserved network'))
  }
  const code = error instanceof Error ? (error as NodeJS.ErrnoException).code : undefined
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return new SafeFetchError('The address could not be found')
  if (code === 'ECONNREFUSED')
    return new SafeFetchError('The address could not be reached (connection refused)')
  if (code === 'ECONNRESET')
    return new SafeFetchError('The connection was closed before the answer was complete')
  if (code?.startsWith('ERR_TLS') || code?.includes('CERT'))
    return new SafeFetchError('The secure connection failed')
  if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR')
    return new SafeFetchError('The answer could not be decompressed')
  return new SafeFetchError('The address could not be reached')
}
