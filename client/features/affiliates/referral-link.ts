import { normalizeAffiliateCode } from '#shared/domain/affiliates.ts'

/** The affiliate's two tracking links on this site: the short /r/ one and the ?ref= one. */
export function trackingLinks(origin: string, code: string): { short: string; query: string } {
  const encoded = encodeURIComponent(code)
  return { short: `${origin}/r/${encoded}`, query: `${origin}/?ref=${encoded}` }
}

/**
 * A page opened from a referral link (?ref=CODE): the code to record (null when it is not one) and
 * the address to show instead, without `ref`. Null when the address has no `ref` at all.
 */
export function readReferral(href: string): { code: string | null; cleanUrl: string } | null {
  const url = new URL(href)
  const raw = url.searchParams.get('ref')
  if (raw === null) return null
  url.searchParams.delete('ref')
  return { code: normalizeAffiliateCode(raw), cleanUrl: `${url.pathname}${url.search}${url.hash}` }
}
