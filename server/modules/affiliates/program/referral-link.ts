import { createTodayCache } from '#server/lib/clock.ts'
import { normalizeAffiliateCode } from '#shared/domain/affiliates.ts'
import { findAffiliateByCode } from '../affiliates.repository.ts'
import type { ClickRecorder } from '../click-recorder.ts'
import { visitorHash } from '../referral-cookie.ts'
import type { UseCaseDeps } from '../use-case-deps.ts'

// What the referral link reads is cached this long per process: a deactivation or a settings
// change reaches every link within it (attribution checks the affiliate again at the order).
const LINK_CACHE_MS = 10_000
const CODE_CACHE_SIZE = 10_000

export type ReferralLinkDeps = UseCaseDeps & {
  clicks: ClickRecorder
}

/** How a referral link click went: the cookie to set, or null for a code that earns nothing. */
export type ClickOutcome = { code: string; clickedAt: Date; cookieDays: number } | null

/** The referral link's click, with the caches that let it answer without waiting. */
export function createRecordClick(deps: ReferralLinkDeps) {
  /**
   * Counts a referral click (once per visitor and day, bots left out) and, for an active
   * affiliate's code, says how to set the cookie; null for any other code. Everything here is
   * read from short in-process caches, and the click is stored with the next batch: the link must
   * answer about as fast as a static redirect (docs/decisions/031-affiliate-ledger.md).
   */
  function recordClick(
    rawCode: string,
    visitorId: string,
    isBot: boolean,
  ): Promise<ClickOutcome> | ClickOutcome {
    const code = normalizeAffiliateCode(rawCode)
    if (!code) return null
    // With every cache warm (the usual case) the answer takes no promise at all.
    const isActive = cachedCodeStatus(code)
    const s = linkCache && linkCache.until > Date.now() ? linkCache : null
    const clickedAt = deps.clock.peek()
    if (isActive !== undefined && s && clickedAt)
      return counted(code, isActive, s, clickedAt, visitorId, isBot)
    return Promise.all([isActiveCode(code), linkSettings(), deps.clock.now()]).then(([active, fresh, at]) =>
      counted(code, active, fresh, at, visitorId, isBot),
    )
  }

  function counted(
    code: string,
    isActive: boolean,
    s: { cookieDays: number; timeZone: string },
    clickedAt: Date,
    visitorId: string,
    isBot: boolean,
  ): ClickOutcome {
    if (!isActive) return null
    if (!isBot)
      deps.clicks.record({
        code,
        visitorHash: visitorHash(visitorId),
        day: dayOf(s.timeZone, clickedAt.getTime()),
      })
    return { code, clickedAt, cookieDays: s.cookieDays }
  }

  // The business day of a click, formatted at most once a second rather than per click.
  const dayOf = createTodayCache()

  const codeCache = new Map<string, { isActive: boolean; until: number }>()
  function cachedCodeStatus(code: string): boolean | undefined {
    const cached = codeCache.get(code)
    return cached && cached.until > Date.now() ? cached.isActive : undefined
  }
  async function isActiveCode(code: string): Promise<boolean> {
    const cached = cachedCodeStatus(code)
    if (cached !== undefined) return cached
    const row = await findAffiliateByCode(deps.db, code)
    // Bounded: a flood of made-up codes empties the cache rather than growing it.
    if (codeCache.size >= CODE_CACHE_SIZE) codeCache.clear()
    codeCache.set(code, { isActive: row?.status === 'ACTIVE', until: Date.now() + LINK_CACHE_MS })
    return row?.status === 'ACTIVE'
  }

  let linkCache: { cookieDays: number; timeZone: string; until: number } | null = null
  async function linkSettings() {
    if (!linkCache || linkCache.until <= Date.now()) {
      const s = await deps.settings.getSettings()
      linkCache = {
        cookieDays: s.affiliateCookieDays,
        timeZone: s.payoutTimeZone,
        until: Date.now() + LINK_CACHE_MS,
      }
    }
    return linkCache
  }

  return recordClick
}
