import { isIP } from 'node:net'

/**
 * A session's device in plain words from its user agent ("Chrome on Windows"), so the person can
 * tell their devices apart without reading the raw string.
 */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device'
  const browser =
    [
      ['Edge', /Edg\//],
      ['Opera', /OPR\//],
      ['Firefox', /Firefox\//],
      ['Chrome', /Chrome\//],
      ['Safari', /Safari\//],
    ].find(([, pattern]) => (pattern as RegExp).test(userAgent))?.[0] ?? 'A browser'
  const system =
    [
      ['iPhone', /iPhone/],
      ['iPad', /iPad/],
      ['Android', /Android/],
      ['Windows', /Windows/],
      ['macOS', /Mac OS X|Macintosh/],
      ['Linux', /Linux/],
    ].find(([, pattern]) => (pattern as RegExp).test(userAgent))?.[0] ?? null
  return system ? `${String(browser)} on ${String(system)}` : String(browser)
}

/** The address with its host part hidden: 203.0.113.x for IPv4, the first three groups for IPv6. */
export function maskIp(ip: string | null): string | null {
  if (!ip) return null
  const address = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip
  if (isIP(address) === 4) return `${address.split('.').slice(0, 3).join('.')}.x`
  if (isIP(address) === 6) return `${address.split(':').slice(0, 3).join(':')}:…`
  return null
}
