import { hash, randomUUID } from 'node:crypto'
import { createIsbotFromList, list } from 'isbot'
import { VISITOR_COOKIE } from '#shared/domain/affiliates.ts'
import { readCookie } from './cookies.ts'

// isbot's list also names headless browsers; the end-to-end suite follows referral links with a
// headless Chromium and expects its click counted, as it was before the list replaced our own.
const isListedBot = createIsbotFromList(list.filter((pattern) => pattern !== 'headless'))

// Browsers send a handful of user agents over and over: each is tested once (bounded).
const botAnswers = new Map<string, boolean>()

/** True for a user agent that is not a person's browser (crawlers, link previewers, HTTP tools) or none at all. */
export function isBot(userAgent: string | undefined): boolean {
  if (!userAgent) return true
  let answer = botAnswers.get(userAgent)
  if (answer === undefined) {
    answer = isListedBot(userAgent)
    if (botAnswers.size >= 1_000) botAnswers.clear()
    botAnswers.set(userAgent, answer)
  }
  return answer
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
