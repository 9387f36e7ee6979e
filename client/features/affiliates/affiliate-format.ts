import type { EntryState, PayoutStatus } from '#shared/domain/affiliates.ts'
import type { BadgeVariant } from '#client/components/ui/badge.tsx'

export const ENTRY_STATE_BADGES: Record<EntryState, { label: string; variant: BadgeVariant }> = {
  PENDING: { label: 'Pending', variant: 'yellow' },
  AVAILABLE: { label: 'Available', variant: 'blue' },
  IN_PAYOUT: { label: 'In payout', variant: 'purple' },
  PAID: { label: 'Paid', variant: 'green' },
  REVERSED: { label: 'Reversed', variant: 'gray' },
}

export const PAYOUT_STATUS_BADGES: Record<PayoutStatus, { label: string; variant: BadgeVariant }> = {
  PAID: { label: 'Paid', variant: 'green' },
  PROCESSING: { label: 'Processing', variant: 'blue' },
  FAILED: { label: 'Failed', variant: 'orange' },
}

/** A day of the daily series (YYYY-MM-DD, already in the business zone) as 'Mar 6'. */
export function formatDay(day: string, style: 'short' | 'long' = 'short'): string {
  const [year, month, date] = day.split('-').map(Number)
  if (!year || !month || !date) return day
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    month: style === 'short' ? 'short' : 'long',
    day: 'numeric',
    ...(style === 'long' ? { year: 'numeric' } : {}),
  }).format(new Date(Date.UTC(year, month - 1, date)))
}
