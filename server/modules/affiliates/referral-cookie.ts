import { hash, randomUUID } from 'node:crypto'
import { normalizeAffiliateCode, REFERRAL_COOKIE, VISITOR_COOKIE } from '#shared/domain/affiliates.ts'

/** A referral as the cookie carries it: the code and when its link was clicked (last click wins). */
export type Referral = { code: string; clickedAt: Date }

/** One cookie's value from a Cookie header, or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return undefined
}

/** The referral of a request's cookie, if it holds a well-formed one. */
export function readReferral(cookieHeader: string | undefined): Referral | null {
  const value = readCookie(cookieHeader, REFERRAL_COOKIE)
  const match = value && /^([A-Z0-9]{4,20})\.(\d{9,11})$/.exec(value)
  if (!match) return null
  const code = normalizeAffiliateCode(match[1]!)
  return code ? { code, clickedAt: new Date(Number(match[2]) * 1000) } : null
}

/**
 * The Set-Cookie headers of a click: the referral (first-party, 30 days by default, readable by
 * our server only) and, on a first visit, the visitor id that counts a click once a day.
 */
export function clickCookies(input: {
  code: string
  clickedAt: Date
  cookieDays: number
  visitorId: string | null
  isSecure: boolean
}): string[] {
  const attributes = `Path=/; HttpOnly; SameSite=Lax${input.isSecure ? '; Secure' : ''}`
  const maxAge = input.cookieDays * 86_400
  const cookies = [
    `${REFERRAL_COOKIE}=${input.code}.${Math.floor(input.clickedAt.getTime() / 1000)}; Max-Age=${maxAge}; ${attributes}`,
  ]
  if (input.visitorId)
    cookies.push(`${VISITOR_COOKIE}=${input.visitorId}; Max-Age=${400 * 86_400}; ${attributes}`)
  return cookies
}

/** The visitor id of the request, or a new one (returned as `isNew` so the caller sets it). */
export function visitorOf(cookieHeader: string | undefined): { id: string; isNew: boolean } {
  const existing = readCookie(cookieHeader, VISITOR_COOKIE)
  if (existing && /^[A-Za-z0-9_-]{16,64}$/.test(existing)) return { id: existing, isNew: false }
  // randomUUID draws from a buffered pool: 122 random bits without a call into the system's
  // generator for each new visitor of the busiest public path.
  return { id: randomUUID(), isNew: true }
}

/** What is stored of a visitor id: its hash, so the click table cannot be tied back to a browser. */
export function visitorHash(visitorId: string): string {
  return hash('sha256', visitorId, 'base64url')
}

// Crawlers, link previewers and HTTP tools: their fetches are not people clicking.
const BOT =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|whatsapp|telegram|discord|slack|embedly|curl|wget|python|httpclient|go-http|java\/|lighthouse|monitor|scan/i

// Browsers send a handful of user agents over and over: each is tested once (bounded).
const botAnswers = new Map<string, boolean>()

/** True for a user agent that is not a person's browser (or none at all). */
export function isBot(userAgent: string | undefined): boolean {
  if (!userAgent) return true
  let answer = botAnswers.get(userAgent)
  if (answer === undefined) {
    answer = BOT.test(userAgent)
    if (botAnswers.size >= 1_000) botAnswers.clear()
    botAnswers.set(userAgent, answer)
  }
  return answer
}
