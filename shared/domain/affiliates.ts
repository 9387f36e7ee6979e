/**
 * The affiliate program's lists and arithmetic (DECISIONS §4, docs/decisions/031-affiliate-ledger.md),
 * shared by the server's ledger and the screens that show it. Money in integer cents, rates in
 * basis points.
 */
import { tzOffset } from '@date-fns/tz'

export const AFFILIATE_STATUSES = ['ACTIVE', 'DEACTIVATED'] as const
export type AffiliateStatus = (typeof AFFILIATE_STATUSES)[number]

/**
 * What a ledger entry is for. Credits: a direct SALE, the ID_BONUS when the customer verified
 * their identity, a Monster Level OVERRIDE on a recruit's sale, the FAST_START bonus. Debits: a
 * REVERSAL of an earlier entry (refund or dispute), the monthly MONSTER_FEE. ADJUSTMENT is an
 * admin's correction either way, with a reason.
 */
export const LEDGER_ENTRY_KINDS = [
  'SALE',
  'ID_BONUS',
  'OVERRIDE',
  'FAST_START',
  'REVERSAL',
  'MONSTER_FEE',
  'ADJUSTMENT',
] as const
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number]

export const LEDGER_ENTRY_LABELS: Record<LedgerEntryKind, string> = {
  SALE: 'Commission',
  ID_BONUS: 'Verified ID bonus',
  OVERRIDE: 'Monster Level override',
  FAST_START: 'Fast-start bonus',
  REVERSAL: 'Reversal',
  MONSTER_FEE: 'Monster Level fee',
  ADJUSTMENT: 'Adjustment',
}

/** Where an entry stands; derived from its dates and links, never stored (so it cannot drift). */
export const ENTRY_STATES = ['PENDING', 'AVAILABLE', 'IN_PAYOUT', 'PAID', 'REVERSED'] as const
export type EntryState = (typeof ENTRY_STATES)[number]

/** A payout is created PROCESSING (commissions locked to it), then PAID or FAILED. */
export const PAYOUT_STATUSES = ['PROCESSING', 'PAID', 'FAILED'] as const
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number]

/** The four badges of the admin's affiliates table (spec 002 §2.7). */
export const CONNECT_STATUSES = ['NOT_CONNECTED', 'NEEDS_INFO', 'SETUP_REQUIRED', 'READY'] as const
export type ConnectStatus = (typeof CONNECT_STATUSES)[number]
export const CONNECT_STATUS_LABELS: Record<ConnectStatus, string> = {
  NOT_CONNECTED: 'Not Connected',
  NEEDS_INFO: 'Needs Info',
  SETUP_REQUIRED: 'Setup Required',
  READY: 'Ready',
}

/** The badge for a payout account: none, details not submitted, transfers not enabled, ready. */
export function connectStatus(
  account: { detailsSubmitted: boolean; transfersEnabled: boolean } | null,
): ConnectStatus {
  if (!account) return 'NOT_CONNECTED'
  if (!account.detailsSubmitted) return 'NEEDS_INFO'
  if (!account.transfersEnabled) return 'SETUP_REQUIRED'
  return 'READY'
}

/** Who started a payout run: an admin's Run Payouts, or the weekly schedule. */
export const PAYOUT_RUN_TRIGGERS = ['MANUAL', 'SCHEDULED'] as const
export type PayoutRunTrigger = (typeof PAYOUT_RUN_TRIGGERS)[number]

/** Who moves payout money: the built-in sandbox or Stripe Connect (docs/decisions/032-affiliate-payouts.md). */
export const PAYOUT_PROVIDERS = ['sandbox', 'stripe'] as const
export type PayoutProviderKind = (typeof PAYOUT_PROVIDERS)[number]

export const TIN_TYPES = ['SSN', 'EIN'] as const
export type TinType = (typeof TIN_TYPES)[number]

/** Basis points of an amount in cents, rounded half up to the cent (amounts are never negative). */
export function bpsOf(amountCents: number, bps: number): number {
  if (!Number.isInteger(amountCents) || !Number.isInteger(bps)) throw new Error('integers only')
  return Math.floor((amountCents * bps + 5_000) / 10_000)
}

/**
 * What a referred order earns its affiliate: the commission rate on the package price actually
 * paid (fees such as the manual ID processing fee excluded).
 */
export function saleCommissionCents(order: { paidCents: number; idFeeCents: number }, bps: number): number {
  return bpsOf(Math.max(0, order.paidCents - order.idFeeCents), bps)
}

/** The package revenue of a paid order: what was paid less the fees. */
export function packageRevenueCents(order: { paidCents: number; idFeeCents: number }): number {
  return Math.max(0, order.paidCents - order.idFeeCents)
}

/**
 * The Monster Level overrides on one sale: walking up from the seller's recruiter (level 1), each
 * upline affiliate who holds Monster Level when the sale is made earns its level's rate. Levels
 * whose affiliate does not qualify are skipped, not compressed.
 */
export function overrideShares(
  packageCents: number,
  upline: readonly { affiliateId: string; qualifies: boolean }[],
  levelBps: readonly number[],
): { affiliateId: string; level: number; amountCents: number }[] {
  const shares: { affiliateId: string; level: number; amountCents: number }[] = []
  for (let i = 0; i < Math.min(upline.length, levelBps.length); i++) {
    const member = upline[i]!
    const amountCents = bpsOf(packageCents, levelBps[i]!)
    if (member.qualifies && amountCents > 0)
      shares.push({ affiliateId: member.affiliateId, level: i + 1, amountCents })
  }
  return shares
}

const DAY_MS = 86_400_000

/**
 * When an affiliate who has made no direct sale since `lastSaleAt` is deactivated: a sale is due
 * every `days` days, and the clock starts only after the first `days` days in the program
 * (docs/decisions/031-affiliate-ledger.md).
 */
export function deactivationDueAt(signedUpAt: Date, lastSaleAt: Date | null, days: number): Date {
  const graceEnds = signedUpAt.getTime() + days * DAY_MS
  const from = Math.max(graceEnds, lastSaleAt?.getTime() ?? 0)
  return new Date(from + days * DAY_MS)
}

/** Whether the fast-start bonus is earned: `sales` direct sales made within `days` of signing up. */
export function earnsFastStart(
  signedUpAt: Date,
  saleDates: readonly Date[],
  rule: { sales: number; days: number },
): boolean {
  const windowEnds = signedUpAt.getTime() + rule.days * DAY_MS
  return saleDates.filter((at) => at.getTime() <= windowEnds).length >= rule.sales
}

// Offsets come from @date-fns/tz's tzOffset (one cached formatter per zone). Its TZDate is not
// used: it resolves a repeated hour and a skipped day through the process's own time zone, and
// these readings must not depend on where the code runs.
const MINUTE_MS = 60_000
const offsetMs = (timeZone: string, at: number) => tzOffset(timeZone, new Date(at)) * MINUTE_MS

/** The calendar parts of an instant in an IANA zone. */
export function zonedParts(at: Date, timeZone: string) {
  const wall = new Date(at.getTime() + offsetMs(timeZone, at.getTime()))
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    weekday: wall.getUTCDay(),
  }
}

/** The instant at which the wall clock in `timeZone` reads this date and time. */
export function zonedTime(
  date: { year: number; month: number; day: number },
  hhmm: string,
  timeZone: string,
): Date {
  const [hour = 0, minute = 0] = hhmm.split(':').map(Number)
  const wanted = Date.UTC(date.year, date.month - 1, date.day, hour, minute)
  // The offset at the wall-clock reading, then at the instant that gives: the second settles a
  // daylight-saving change between the two.
  return new Date(wanted - offsetMs(timeZone, wanted - offsetMs(timeZone, wanted)))
}

/** The scheduled payout moments around `now`: the latest one at or before it, and the next after it. */
export function payoutMoments(
  now: Date,
  schedule: { weekday: number; time: string; timeZone: string },
): { previous: Date; next: Date } {
  const today = zonedParts(now, schedule.timeZone)
  const back = (today.weekday - schedule.weekday + 7) % 7
  const dayOf = (offsetDays: number) => {
    const d = new Date(Date.UTC(today.year, today.month - 1, today.day + offsetDays))
    return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }
  }
  const candidate = zonedTime(dayOf(-back), schedule.time, schedule.timeZone)
  if (candidate.getTime() > now.getTime()) {
    return { previous: zonedTime(dayOf(-back - 7), schedule.time, schedule.timeZone), next: candidate }
  }
  return { previous: candidate, next: zonedTime(dayOf(-back + 7), schedule.time, schedule.timeZone) }
}

/** The month (YYYY-MM) an instant falls in, in the business time zone: the Monster fee's period. */
export function monthIn(at: Date, timeZone: string): string {
  const p = zonedParts(at, timeZone)
  return `${p.year}-${String(p.month).padStart(2, '0')}`
}

/** The business day `days` working days after `from` (Saturdays and Sundays skipped): ACH arrival. */
export function addBusinessDays(from: Date, days: number): Date {
  const at = new Date(from.getTime())
  let left = days
  while (left > 0) {
    at.setUTCDate(at.getUTCDate() + 1)
    const weekday = at.getUTCDay()
    if (weekday !== 0 && weekday !== 6) left -= 1
  }
  return at
}

/** ACH transfers arrive in 2-3 business days (spec 001 §9). */
export const PAYOUT_ARRIVAL_BUSINESS_DAYS = { min: 2, max: 3 } as const

/** The same, as the pages and the payout policy say it: '2-3 business days'. */
export const PAYOUT_ARRIVAL_TIME = `${PAYOUT_ARRIVAL_BUSINESS_DAYS.min}-${PAYOUT_ARRIVAL_BUSINESS_DAYS.max} business days`

/** An affiliate code: what links carry. Upper-case letters and digits, 4 to 20 characters. */
export const AFFILIATE_CODE_PATTERN = /^[A-Z0-9]{4,20}$/

/** Normalises a code someone typed or a link carried ('  ab12cd ' → 'AB12CD'); null if not a code. */
export function normalizeAffiliateCode(raw: string): string | null {
  const code = raw.trim().toUpperCase()
  return AFFILIATE_CODE_PATTERN.test(code) ? code : null
}

/** The referral cookie (first-party, DECISIONS §4): the code and when it was clicked, last click wins. */
export const REFERRAL_COOKIE = 'rr_ref'
/** A random per-browser id, so a click is counted once per visitor per day. */
export const VISITOR_COOKIE = 'rr_vid'
