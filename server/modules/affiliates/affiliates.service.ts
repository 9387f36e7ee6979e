import { randomInt } from 'node:crypto'
import type { Mailer } from '#server/adapters/mail/index.ts'
import type { PayoutProvider } from '#server/adapters/payouts/index.ts'
import type { SandboxPayoutProvider } from '#server/adapters/payouts/sandbox-payouts.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { canActFor } from '#server/lib/actor.ts'
import { AppError } from '#server/lib/app-error.ts'
import { todayIn } from '#server/lib/clock.ts'
import type { Logger } from '#server/lib/logger.ts'
import { encryptSsn } from '#server/lib/ssn-crypto.ts'
import type { SettingsService } from '#server/modules/settings/index.ts'
import type { User } from '#shared/contracts/auth.contract.ts'
import {
  LAUNCH_LIST_DUPLICATE_MESSAGE,
  type AffiliatePayouts,
  type AffiliateProfile,
  type AffiliateSignupInput,
  type AffiliateStats,
  type EnvConfig,
  type SandboxPayoutAccountInput,
  type W9Input,
} from '#shared/contracts/affiliates.contract.ts'
import {
  connectStatus,
  deactivationDueAt,
  normalizeAffiliateCode,
  payoutMoments,
  type EntryState,
} from '#shared/domain/affiliates.ts'
import type { AffiliateClock } from './affiliate-clock.ts'
import type { ClickRecorder } from './click-recorder.ts'
import { activeSince } from './affiliates.ledger.ts'
import * as repo from './affiliates.repository.ts'
import type { Referral } from './referral-cookie.ts'
import { visitorHash } from './referral-cookie.ts'

const DAY_MS = 86_400_000
// No 0/O or 1/I: codes are read aloud and typed from videos.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const CODE_LENGTH = 8
const CHART_DAYS = 30
// What the referral link reads is cached this long per process: a deactivation or a settings
// change reaches every link within it (attribution checks the affiliate again at the order).
const LINK_CACHE_MS = 10_000
const CODE_CACHE_SIZE = 10_000

export type AffiliatesServiceDeps = {
  db: Db
  config: Pick<Config, 'publicUrl' | 'ssnEncryptionKey'>
  log: Logger
  mailer: Mailer
  clock: AffiliateClock
  settings: Pick<SettingsService, 'getSettings'>
  payoutProvider: PayoutProvider
  /** The built-in provider when it is the one in use (its onboarding form is ours). */
  sandboxPayouts: SandboxPayoutProvider | null
  clicks: ClickRecorder
}

/**
 * Affiliate accounts and tracking (DECISIONS §4): the launch list, sign-up, the profile, referral
 * clicks and attribution, figures, the W-9 and the payout account.
 */
export function createAffiliatesService(deps: AffiliatesServiceDeps) {
  const { db } = deps

  /** Whether the program is open for sign-ups (GET /api/env/config). */
  async function getEnvConfig(): Promise<EnvConfig> {
    return { affiliatesPublic: (await deps.settings.getSettings()).affiliatesPublic }
  }

  /** Adds an e-mail to the launch list; 409 when it is on it already. */
  async function joinLaunchList(email: string): Promise<void> {
    if (!(await repo.insertLaunchLead(db, email)))
      throw new AppError('conflict', LAUNCH_LIST_DUPLICATE_MESSAGE)
  }

  /**
   * Makes the signed-in customer an affiliate, recruited by the affiliate of their referral
   * cookie (if any); signing up again returns the same code.
   */
  async function signUp(actor: User, input: AffiliateSignupInput, referral: Referral | null) {
    const existing = await repo.findAffiliateByUserId(db, actor.id)
    if (existing) return { affiliate: { code: existing.code } }
    if (!(await deps.settings.getSettings()).affiliatesPublic) {
      throw new AppError('conflict', 'The affiliate program is not open for sign-ups yet.')
    }
    const recruiter = referral ? await repo.findAffiliateByCode(db, referral.code) : undefined
    const now = await deps.clock.now()
    for (let attempt = 0; attempt < 5; attempt++) {
      const row = await repo.insertAffiliate(db, {
        userId: actor.id,
        code: newCode(),
        name: input.name,
        email: input.email,
        recruitedById: recruiter?.status === 'ACTIVE' ? recruiter.id : null,
        signedUpAt: now,
      })
      if (row) return { affiliate: { code: row.code } }
      // The user signed up in a concurrent request: that profile is the answer.
      const raced = await repo.findAffiliateByUserId(db, actor.id)
      if (raced) return { affiliate: { code: raced.code } }
    }
    throw new Error('could not find a free affiliate code')
  }

  async function ownAffiliate(actor: User): Promise<repo.AffiliateRow> {
    const row = await repo.findAffiliateByUserId(db, actor.id)
    if (!row) throw new AppError('not_found', 'You are not an affiliate yet.')
    return row
  }

  /** The affiliate of a code, for its own account or an admin; anyone else is told it does not exist. */
  async function affiliateForActor(actor: User, rawCode: string): Promise<repo.AffiliateRow> {
    const code = normalizeAffiliateCode(rawCode)
    const row = code ? await repo.findAffiliateByCode(db, code) : undefined
    if (!row || !canActFor(actor, row.userId, 'affiliate'))
      throw new AppError('not_found', 'Affiliate not found')
    return row
  }

  /** The signed-in customer's affiliate profile. */
  /** The customer's own profile, or null before they join (an answer, not an error: decision 057). */
  async function getOwnProfile(actor: User): Promise<{ profile: AffiliateProfile | null }> {
    const row = await repo.findAffiliateByUserId(db, actor.id)
    return { profile: row ? await toProfile(row) : null }
  }

  async function toProfile(row: repo.AffiliateRow): Promise<AffiliateProfile> {
    const [s, taxForm, account, recruiter, recruits, lastSales] = await Promise.all([
      deps.settings.getSettings(),
      repo.findTaxForm(db, row.id),
      repo.findPayoutAccount(db, row.id),
      row.recruitedById ? repo.findAffiliateById(db, row.recruitedById) : undefined,
      repo.countRecruits(db, row.id),
      repo.listStandingSaleDates(db, row.id),
    ])
    const lastSaleAt = lastSales.at(-1) ?? null
    return {
      code: row.code,
      name: row.name,
      email: row.email,
      status: row.status,
      signedUpAt: row.signedUpAt.toISOString(),
      deactivationDueAt:
        row.status === 'ACTIVE'
          ? deactivationDueAt(activeSince(row), lastSaleAt, s.affiliateInactivityDays).toISOString()
          : null,
      monsterLevel: { isActive: row.isMonsterLevel, since: row.monsterLevelSince?.toISOString() ?? null },
      recruitedByCode: recruiter?.code ?? null,
      recruits,
      w9: {
        isOnFile: Boolean(taxForm),
        tinLast4: taxForm?.tinLast4 ?? null,
        legalName: taxForm?.legalName ?? null,
      },
      payoutAccount: account
        ? { provider: account.provider, status: connectStatus(account), last4: account.last4 }
        : null,
    }
  }

  /** Clicks, conversions, revenue and balances of an affiliate, with the last 30 days by day. */
  async function getStats(actor: User, code: string): Promise<AffiliateStats> {
    const row = await affiliateForActor(actor, code)
    // The clicks this process still holds are counted too.
    await deps.clicks.flush()
    const [s, now] = await Promise.all([deps.settings.getSettings(), deps.clock.now()])
    const days = Array.from({ length: CHART_DAYS }, (_, i) =>
      todayIn(s.payoutTimeZone, new Date(now.getTime() - (CHART_DAYS - 1 - i) * DAY_MS)),
    )
    const [sums, balances, daily] = await Promise.all([
      repo.totals(db, row.id, now),
      repo.sumBalances(db, now, row.id),
      repo.dailyFigures(db, row.id, days[0]!, s.payoutTimeZone),
    ])
    const balance = balances.get(row.id)
    return {
      stats: {
        revenue: sums.revenueCents,
        pendingRevenue: sums.pendingRevenueCents,
        clicks: sums.clicks,
        conversions: sums.conversions,
      },
      balances: {
        pendingCents: balance?.pendingCents ?? 0,
        availableCents: balance?.availableCents ?? 0,
        inPayoutCents: balance?.inPayoutCents ?? 0,
        paidCents: balance?.paidCents ?? 0,
        earnedCents: balance?.earnedCents ?? 0,
      },
      daily: days.map((day) => ({
        day,
        clicks: daily.clicks.get(day) ?? 0,
        conversions: daily.sales.get(day)?.n ?? 0,
        revenueCents: daily.sales.get(day)?.revenue ?? 0,
      })),
    }
  }

  /** Payout history, the next run and the latest ledger entries with their derived state. */
  async function getPayouts(actor: User, code: string): Promise<AffiliatePayouts> {
    const row = await affiliateForActor(actor, code)
    const [s, now] = await Promise.all([deps.settings.getSettings(), deps.clock.now()])
    const [payoutRows, entryRows] = await Promise.all([
      repo.listPayouts(db, { affiliateId: row.id, limit: 50 }),
      repo.listEntries(db, row.id, 50),
    ])
    const reversed = await repo.findReversedIds(
      db,
      entryRows.map(({ entry }) => entry.id),
    )
    const schedule = { weekday: s.payoutWeekday, time: s.payoutTime, timeZone: s.payoutTimeZone }
    return {
      nextPayoutAt: payoutMoments(now, schedule).next.toISOString(),
      timeZone: s.payoutTimeZone,
      minimumPayoutCents: s.minimumPayoutCents,
      payouts: payoutRows.map(({ payout, code: affiliateCode }) => toPayout(payout, affiliateCode)),
      entries: entryRows.map(({ entry, payoutStatus }) => ({
        id: entry.id,
        kind: entry.kind,
        state: entryState(entry, payoutStatus, reversed.has(entry.id), now),
        amountCents: entry.amountCents,
        reason: entry.reason,
        createdAt: entry.createdAt.toISOString(),
        availableAt: entry.availableAt.toISOString(),
      })),
    }
  }

  /** Stores the W-9; the TIN is encrypted like an SSN and only its last four digits are kept readable. */
  async function submitW9(actor: User, input: W9Input): Promise<AffiliateProfile> {
    const row = await ownAffiliate(actor)
    await repo.upsertTaxForm(db, {
      affiliateId: row.id,
      legalName: input.legalName,
      tinType: input.tinType,
      tinCiphertext: encryptSsn(input.tin, deps.config.ssnEncryptionKey),
      tinLast4: input.tin.slice(-4),
      address: input.address,
      signedAt: new Date(),
    })
    return toProfile(row)
  }

  /** Opens the payout account if needed and returns where the affiliate finishes setting it up. */
  async function startPayoutOnboarding(actor: User): Promise<{ url: string }> {
    const row = await ownAffiliate(actor)
    const provider = deps.payoutProvider
    let account = await repo.findPayoutAccount(db, row.id)
    if (!account) {
      const { accountId } = await provider.createAccount({ email: row.email, affiliateId: row.id })
      account = await repo.insertPayoutAccount(db, {
        affiliateId: row.id,
        provider: provider.kind,
        accountId,
      })
    }
    const back = `${deps.config.publicUrl}/affiliate?tab=payouts`
    return {
      url: await provider.onboardingUrl({ accountId: account.accountId, returnUrl: back, refreshUrl: back }),
    }
  }

  /** The sandbox's own onboarding form: takes the bank details and makes the account ready. */
  async function submitSandboxBankAccount(
    actor: User,
    input: SandboxPayoutAccountInput,
  ): Promise<AffiliateProfile> {
    const sandbox = deps.sandboxPayouts
    if (!sandbox) throw new AppError('not_found', 'Payouts are set up with Stripe, not on this form.')
    const row = await ownAffiliate(actor)
    const account = await repo.findPayoutAccount(db, row.id)
    if (!account || account.provider !== 'sandbox') {
      throw new AppError('conflict', 'Start the payout set-up from your dashboard first.')
    }
    await sandbox.submitBankDetails(account.accountId, input)
    await refreshPayoutAccount(row.id)
    return toProfile(row)
  }

  /** Asks the provider how the account stands and keeps the answer (badges, payout eligibility). */
  async function refreshPayoutAccount(affiliateId: string): Promise<repo.PayoutAccountRow | undefined> {
    const account = await repo.findPayoutAccount(db, affiliateId)
    if (!account) return undefined
    const status = await deps.payoutProvider.accountStatus(account.accountId)
    await repo.updatePayoutAccountStatus(db, affiliateId, status)
    return { ...account, ...status }
  }

  /** Starts or stops Monster Level; its monthly fee is taken from the first payout of each month. */
  async function setMonsterLevel(actor: User, isActive: boolean): Promise<AffiliateProfile> {
    const row = await ownAffiliate(actor)
    if (isActive && row.status !== 'ACTIVE') {
      throw new AppError('conflict', 'A deactivated affiliate cannot start Monster Level.')
    }
    const now = await deps.clock.now()
    const updated = await repo.updateAffiliate(db, row.id, {
      isMonsterLevel: isActive,
      monsterLevelSince: isActive ? (row.isMonsterLevel ? row.monsterLevelSince : now) : null,
    })
    return toProfile(updated ?? row)
  }

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
      deps.clicks.record({ code, visitorHash: visitorHash(visitorId), day: dayOf(s.timeZone, clickedAt) })
    return { code, clickedAt, cookieDays: s.cookieDays }
  }

  // The business day of a click, worked out once per ten seconds rather than per click.
  let dayCache = { timeZone: '', from: 0, day: '' }
  function dayOf(timeZone: string, at: Date): string {
    const bucket = Math.floor(at.getTime() / 10_000)
    if (dayCache.timeZone !== timeZone || dayCache.from !== bucket) {
      dayCache = { timeZone, from: bucket, day: todayIn(timeZone, at) }
    }
    return dayCache.day
  }

  const codeCache = new Map<string, { isActive: boolean; until: number }>()
  function cachedCodeStatus(code: string): boolean | undefined {
    const cached = codeCache.get(code)
    return cached && cached.until > Date.now() ? cached.isActive : undefined
  }
  async function isActiveCode(code: string): Promise<boolean> {
    const cached = cachedCodeStatus(code)
    if (cached !== undefined) return cached
    const row = await repo.findAffiliateByCode(db, code)
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

  /**
   * The affiliate a referral cookie names, if the click is recent enough to attribute an order
   * created now and the affiliate is active. Read before the order's transaction opens. The click
   * was stamped by the ledger's clock, so the window is measured on it too.
   */
  async function resolveReferral(referral: Referral | null): Promise<ResolvedReferral | null> {
    if (!referral) return null
    const [s, now] = await Promise.all([deps.settings.getSettings(), deps.clock.now()])
    const age = now.getTime() - referral.clickedAt.getTime()
    if (age < -60_000 || age > s.affiliateCookieDays * DAY_MS) return null
    const affiliate = await repo.findAffiliateByCode(db, referral.code)
    if (!affiliate || affiliate.status !== 'ACTIVE') return null
    return { affiliateId: affiliate.id, affiliateUserId: affiliate.userId, clickedAt: referral.clickedAt }
  }

  /**
   * Attributes a new order, in its own transaction, to the affiliate of the referral cookie at its
   * creation. The affiliate's own purchase is marked a self-referral and earns nothing.
   */
  async function attributeOrder(
    tx: Db,
    order: { id: string; userId: string },
    referral: ResolvedReferral | null,
  ): Promise<void> {
    if (!referral) return
    await repo.insertReferral(tx, {
      orderId: order.id,
      affiliateId: referral.affiliateId,
      clickedAt: referral.clickedAt,
      isSelfReferral: referral.affiliateUserId === order.userId,
    })
  }

  return {
    getEnvConfig,
    joinLaunchList,
    signUp,
    getOwnProfile,
    toProfile,
    getStats,
    getPayouts,
    submitW9,
    startPayoutOnboarding,
    submitSandboxBankAccount,
    refreshPayoutAccount,
    setMonsterLevel,
    recordClick,
    resolveReferral,
    attributeOrder,
  }
}

export type AffiliatesService = ReturnType<typeof createAffiliatesService>

/** How a referral link click went: the cookie to set, or null for a code that earns nothing. */
export type ClickOutcome = { code: string; clickedAt: Date; cookieDays: number } | null

/** A referral checked against the window and the affiliate's status, ready to store with an order. */
export type ResolvedReferral = { affiliateId: string; affiliateUserId: string; clickedAt: Date }

function newCode(): string {
  let code = ''
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]
  return code
}

export function toPayout(payout: repo.PayoutRow, affiliateCode: string) {
  return {
    id: payout.id,
    affiliateCode,
    amount: payout.amountCents,
    status: payout.status,
    stripeTransferId: payout.transferId,
    createdAt: payout.createdAt.toISOString(),
    paidAt: payout.paidAt?.toISOString() ?? null,
    expectedArrivalAt: payout.expectedArrivalAt?.toISOString() ?? null,
    failureReason: payout.failureReason,
  }
}

function entryState(
  entry: repo.LedgerEntryRow,
  payoutStatus: string | null,
  isReversed: boolean,
  now: Date,
): EntryState {
  if (isReversed) return 'REVERSED'
  if (payoutStatus === 'PAID') return 'PAID'
  if (payoutStatus === 'PROCESSING') return 'IN_PAYOUT'
  return entry.availableAt.getTime() > now.getTime() ? 'PENDING' : 'AVAILABLE'
}
