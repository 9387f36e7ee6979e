/**
 * The one reading of a request's path that every security decision uses (CSRF, the flood limit,
 * /api scoping): see docs/decisions/016-one-path-one-text-rule.md. The router decodes
 * percent-escapes and light-my-request and proxies may resolve dot segments, so a decision made on
 * the raw URL can disagree with the route that runs.
 */
export type RequestPath = {
  /**
   * Percent-decoded (repeatedly, so double encoding cannot hide a segment), dot segments resolved,
   * empty segments dropped, no query, fragment, scheme or host: `/%61pi//x/../cases/?a` is `/api/cases`.
   */
  canonical: string
  /** Whether the path is under /api by any reading (letter case and `;` parameters ignored). */
  isApi: boolean
  /**
   * Whether the path is written as our own client writes it: no escaped letters or digits, no
   * double encoding, no empty or dot segments, no `;`, no fragment or absolute form, `api` in lower
   * case. Only a single trailing slash is tolerated (the router ignores it).
   */
  isPlain: boolean
}

// RFC 3986 unreserved characters: escaping them changes nothing for the router, so only a request
// trying to look like another path does it.
const ESCAPED_UNRESERVED = /%(?:[46][1-9a-f]|[57][0-9a]|3[0-9]|2d|2e|5f|7e)/i
const ESCAPE = /%[0-9a-f]{2}/i
const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i

// A path with nothing to decode or resolve: its canonical form is itself (docs/decisions/019).
const NEEDS_READING = /[%;#]|\/\/|\/\.\.?(?:\/|$)/

/** Reads a request URL (path and query as received) into its canonical path. */
export function parseRequestPath(url: string): RequestPath {
  // Almost every request is written plainly; reading it takes no splitting or decoding.
  const query = url.indexOf('?')
  const path = query === -1 ? url : url.slice(0, query)
  if (path.startsWith('/') && !NEEDS_READING.test(path)) {
    const canonical = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
    const second = canonical.indexOf('/', 1)
    const isApi = (second === -1 ? canonical.slice(1) : canonical.slice(1, second)).toLowerCase() === 'api'
    return { canonical, isApi, isPlain: !isApi || path.startsWith('/api/') || path === '/api' }
  }
  return readPath(url)
}

/**
 * The full reading, for any path that has something to decode, resolve or refuse (exported so a
 * test can hold the shortcut above to it).
 */
export function readPath(url: string): RequestPath {
  let isPlain = true
  let rest = url
  const absolute = ABSOLUTE_FORM.exec(rest)
  if (absolute) {
    isPlain = false
    rest = rest.slice(absolute[0].length)
  }
  const end = rest.search(/[?#]/)
  if (end !== -1) {
    if (rest[end] === '#') isPlain = false
    rest = rest.slice(0, end)
  }
  if (!rest.startsWith('/')) isPlain = false

  const segments = rest.split('/')
  if (segments[0] === '') segments.shift()
  const out: string[] = []
  segments.forEach((segment, index) => {
    if (segment === '') {
      if (index !== segments.length - 1) isPlain = false
      return
    }
    if (segment.includes(';') || ESCAPED_UNRESERVED.test(segment)) isPlain = false
    const decoded = decodeFully(segment)
    if (decoded !== decodeOnce(segment)) isPlain = false
    if (decoded === '.' || decoded === '..') {
      isPlain = false
      if (decoded === '..') out.pop()
      return
    }
    out.push(decoded)
  })

  const canonical = `/${out.join('/')}`
  const first = (out[0] ?? '').split(';')[0]?.toLowerCase() ?? ''
  // A decoded %2F may have put the whole path in the first segment.
  const isApi = first === 'api' || canonical.toLowerCase().startsWith('/api/')
  if (isApi && !rest.startsWith('/api/') && rest !== '/api') isPlain = false
  return { canonical, isApi, isPlain }
}

function decodeOnce(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

// Decodes until nothing changes (three rounds at most): `%2561` reads as `a`, as a careless proxy
// that decodes twice would read it.
function decodeFully(segment: string): string {
  let value = segment
  for (let round = 0; round < 3 && ESCAPE.test(value); round++) {
    const next = decodeOnce(value)
    if (next === value) break
    value = next
  }
  return value
}
