import type { Payout } from '#shared/contracts/affiliates.contract.ts'
import type {
  CronStatus,
  PayoutRun,
  PayoutSkip,
  PayoutSkipReason,
} from '#shared/contracts/affiliate-management.contract.ts'
import { formatUsd } from '#shared/domain/money.ts'
import {
  CONNECT_STATUS_LABELS,
  zonedParts,
  type AffiliateStatus,
  type ConnectStatus,
} from '#shared/domain/affiliates.ts'
import type { BadgeVariant } from '#client/components/ui/badge.tsx'

// How the affiliate management screen words and colours what the server reports (spec 002 §2.7).

type Label = { label: string; variant: BadgeVariant }

export const CONNECT_BADGES: Record<ConnectStatus, Label> = {
  NOT_CONNECTED: { label: CONNECT_STATUS_LABELS.NOT_CONNECTED, variant: 'gray' },
  NEEDS_INFO: { label: CONNECT_STATUS_LABELS.NEEDS_INFO, variant: 'yellow' },
  SETUP_REQUIRED: { label: CONNECT_STATUS_LABELS.SETUP_REQUIRED, variant: 'orange' },
  READY: { label: CONNECT_STATUS_LABELS.READY, variant: 'green' },
}

export const AFFILIATE_STATUS_BADGES: Record<AffiliateStatus, Label> = {
  ACTIVE: { label: 'Active', variant: 'green' },
  DEACTIVATED: { label: 'Deactivated', variant: 'gray' },
}

type TaskStatus = CronStatus['tasks'][number]['lastStatus']

/** A scheduled task's last run in words; a task that never ran says so. */
export function taskStatusBadge(status: TaskStatus): Label {
  switch (status) {
    case 'DONE':
      return { label: 'Done', variant: 'green' }
    case 'FAILED':
      return { label: 'Failed', variant: 'orange' }
    case 'RUNNING':
      return { label: 'Running', variant: 'blue' }
    case 'QUEUED':
      return { label: 'Queued', variant: 'secondary' }
    default:
      return { label: 'Never run', variant: 'gray' }
  }
}

/**
 * A payout's status as the table shows it: Paid once paidAt is set, else Pending (spec 002 §2.7),
 * and Failed, with its reason, for a transfer the provider refused.
 */
export function payoutStatusBadge(payout: Pick<Payout, 'status' | 'paidAt'>): Label {
  if (payout.status === 'FAILED') return { label: 'Failed', variant: 'orange' }
  return payout.paidAt ? { label: 'Paid', variant: 'green' } : { label: 'Pending', variant: 'yellow' }
}

/** The `count` newest payouts, newest first (the table shows the 10 latest, spec 002 §9). */
export function latestPayouts<P extends Pick<Payout, 'createdAt'>>(payouts: readonly P[], count = 10): P[] {
  return [...payouts].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).slice(0, count)
}

/** A commission rate held as a fraction, as a percent: 0.2 → '20%', 0.125 → '12.5%'. */
export function formatRate(fraction: number): string {
  return new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 2 }).format(fraction)
}

/** The payout provider in words: real Stripe Connect transfers, or the built-in sandbox. */
export function payoutProviderName(isConnectEnabled: boolean): string {
  return isConnectEnabled ? 'Stripe Connect' : 'Sandbox payouts'
}

/**
 * An instant as a date and time on the wall clock of `timeZone`, with the zone's abbreviation
 * ('Fri, Dec 5, 2025, 5:00 AM EST'); the browser's own zone until the business zone is known.
 */
export function formatZonedTime(timestamp: string, timeZone: string | undefined): string {
  return format(timestamp, timeZone, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  })
}

/** An instant as the calendar date it falls on in `timeZone` ('Dec 5, 2025'). */
export function formatZonedDate(timestamp: string, timeZone: string | undefined): string {
  return format(timestamp, timeZone, { month: 'short', day: 'numeric', year: 'numeric' })
}

function format(timestamp: string, timeZone: string | undefined, options: Intl.DateTimeFormatOptions) {
  const at = new Date(timestamp)
  if (Number.isNaN(at.getTime())) return timestamp
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone }).format(at)
  } catch {
    // A zone name this browser does not know: its own zone, still with the zone named.
    return new Intl.DateTimeFormat('en-US', { ...options, timeZoneName: 'short' }).format(at)
  }
}

/** An instant as the full date it falls on in `timeZone` ('Thursday, January 7, 2027'). */
export function formatLongDate(timestamp: string, timeZone: string | undefined): string {
  return format(timestamp, timeZone, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })
}

const dollars = (cents: number) => formatUsd(cents, { alwaysShowCents: true })

const ACCOUNT_NOT_READY: Record<
  Extract<PayoutSkipReason, { kind: 'NO_PAYOUT_ACCOUNT' }>['accountStatus'],
  string
> = {
  NOT_CONNECTED: 'no payout account connected',
  NEEDS_INFO: 'payout account set-up not finished',
  SETUP_REQUIRED: 'payout account cannot receive transfers yet',
}

/** One reason a run did not pay an affiliate, in words (docs/decisions/065-payouts-explain-themselves.md). */
export function payoutSkipReasonText(reason: PayoutSkipReason, timeZone: string | undefined): string {
  switch (reason.kind) {
    case 'HELD':
      return `held until ${formatLongDate(reason.availableAt, timeZone)} (${dollars(reason.heldCents)} in the hold period)`
    case 'BELOW_MINIMUM':
      return `below the ${dollars(reason.minimumCents)} minimum payout (balance ${dollars(reason.balanceCents)})`
    case 'NO_TAX_FORM':
      return 'no W-9 tax form on file'
    case 'NO_PAYOUT_ACCOUNT':
      return ACCOUNT_NOT_READY[reason.accountStatus]
    case 'ACCOUNT_UNCHECKED':
      return 'the payout provider did not answer when the payout account was checked'
  }
}

/** A skipped affiliate's line: 'Jane Doe: held until Thursday, January 7, 2027 (…)'. */
export function payoutSkipLine(skip: PayoutSkip, timeZone: string | undefined): string {
  const reasons = skip.reasons.map((reason) => payoutSkipReasonText(reason, timeZone)).join('; ')
  return `${skip.name || skip.code}: ${reasons}`
}

/** What a run did, in one sentence: '1 processed, 0 failed, $12.50 in total.' */
export function payoutRunSummary(run: Pick<PayoutRun, 'processed' | 'failed' | 'totalAmount'>): string {
  return `${run.processed} processed, ${run.failed} failed, ${dollars(run.totalAmount)} in total.`
}

/** Who started a run and when: 'Run by an admin, Fri, Jan 8, 2027, 5:00 AM EST'. */
export function payoutRunHeading(run: Pick<PayoutRun, 'trigger' | 'ranAt'>, timeZone: string | undefined) {
  const who = run.trigger === 'MANUAL' ? 'Run by an admin' : 'Scheduled run'
  return `${who}, ${formatZonedTime(run.ranAt, timeZone)}`
}

/** The years a 1099-NEC report can be asked for: this year (in the business zone) and the one before. */
export function reportYears(now: Date, timeZone: string | undefined): [number, number] {
  let year = now.getFullYear()
  if (timeZone) {
    try {
      year = zonedParts(now, timeZone).year
    } catch {
      // An unknown zone: the browser's own year.
    }
  }
  return [year, year - 1]
}

/** Dollars as typed, in integer cents (shared with the settings editor). */
export { parseDollars } from '#shared/domain/money.ts'
