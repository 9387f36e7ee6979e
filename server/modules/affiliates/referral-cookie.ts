import { normalizeAffiliateCode, REFERRAL_COOKIE, VISITOR_COOKIE } from '#shared/domain/affiliates.ts'
import { readCookie } from '#server/lib/cookies.ts'

export { isBot, visitorHash, visitorOf } from '#server/lib/visitors.ts'

/** A referral as the cookie carries it: the code and when its link was clicked (last click wins). */
export type Referral = { code: string; clickedAt: Date }

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
