import { parseCookie } from 'cookie'

/** One cookie's value from a Cookie header, as sent (not decoded), or undefined; the first wins. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  return header ? parseCookie(header, { decode: asSent })[name] : undefined
}

/**
 * The cookies of a Cookie header as better-call reads them for better-auth: the first value of
 * each name wins, surrounding quotes are stripped and values URI-decoded.
 */
export function readCookiesAsBetterAuth(header: string): Record<string, string | undefined> {
  return parseCookie(header, { decode: unquoteAndDecode })
}

const asSent = (value: string) => value

function unquoteAndDecode(value: string): string {
  const bare = value.length > 1 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value
  if (!bare.includes('%')) return bare
  try {
    return decodeURIComponent(bare)
  } catch {
    return bare
  }
}
