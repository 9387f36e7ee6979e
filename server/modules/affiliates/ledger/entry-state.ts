import type { EntryState } from '#shared/domain/affiliates.ts'
import type { LedgerEntryRow } from './ledger.repository.ts'

/** Where an entry stands now, derived (never stored): reversed, paid, in a payout, pending or available. */
export function entryState(
  entry: LedgerEntryRow,
  payoutStatus: string | null,
  isReversed: boolean,
  now: Date,
): EntryState {
  if (isReversed) return 'REVERSED'
  if (payoutStatus === 'PAID') return 'PAID'
  if (payoutStatus === 'PROCESSING') return 'IN_PAYOUT'
  return entry.availableAt.getTime() > now.getTime() ? 'PENDING' : 'AVAILABLE'
}
