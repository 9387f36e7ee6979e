/**
 * The locale and time zone a visitor's browser writes dates in, which it tells the server in a
 * cookie so that a page drawn on the server writes them the same way
 * (docs/decisions/061-signed-in-pages-drawn-on-the-server.md).
 */
export type VisitorDisplay = { locale: string; timeZone: string }

export const DISPLAY_FORMAT_COOKIE = 'rr_display'

export function encodeDisplayFormat({ locale, timeZone }: VisitorDisplay): string {
  return `${timeZone}|${locale}`
}

/** The cookie's value read back, or null when it is missing or names no real locale and zone. */
export function decodeDisplayFormat(value: string | undefined): VisitorDisplay | null {
  if (!value || value.length > 100) return null
  const [timeZone = '', locale = '', ...rest] = value.split('|')
  if (rest.length > 0) return null
  try {
    const [canonical] = Intl.getCanonicalLocales(locale)
    // Throws a RangeError for a zone the runtime does not know.
    new Intl.DateTimeFormat(canonical, { timeZone })
    return canonical ? { locale: canonical, timeZone } : null
  } catch {
    return null
  }
}
