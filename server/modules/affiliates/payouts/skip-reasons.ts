import type { PayoutSkipReason } from '#shared/contracts/affiliate-management.contract.ts'
import type { ConnectStatus } from '#shared/domain/affiliates.ts'

/** What the run knows about one affiliate when it decides whether to pay them. */
export type PayoutStanding = {
  availableCents: number
  /** Still in the hold period (the ledger's pending). */
  heldCents: number
  /** When the earliest held commission is released; null when nothing is held. */
  heldUntil: Date | null
  minimumCents: number
  hasTaxForm: boolean
  accountStatus: ConnectStatus
}

/**
 * Every reason the run's rules (docs/decisions/032-affiliate-payouts.md) give for not paying
 * now, in the order an admin would fix them; empty when the affiliate is payable. All of them,
 * not the first: an affiliate in the hold without a W-9 is still unpaid when the hold ends.
 */
export function payoutSkipReasons(standing: PayoutStanding): PayoutSkipReason[] {
  const reasons: PayoutSkipReason[] = []
  const { availableCents, heldCents, minimumCents } = standing
  // A run never opens an empty payout, so nothing available blocks even a zero minimum.
  if (availableCents < minimumCents || availableCents <= 0) {
    const heldUntil = heldCents > 0 ? standing.heldUntil : null
    if (heldUntil) reasons.push({ kind: 'HELD', heldCents, availableAt: heldUntil.toISOString() })
    // Money the hold will release counts toward the minimum: below it only if short even then.
    const balanceCents = availableCents + Math.max(heldCents, 0)
    if (!heldUntil || balanceCents < minimumCents) {
      reasons.push({ kind: 'BELOW_MINIMUM', balanceCents, minimumCents })
    }
  }
  if (!standing.hasTaxForm) reasons.push({ kind: 'NO_TAX_FORM' })
  if (standing.accountStatus !== 'READY') {
    reasons.push({ kind: 'NO_PAYOUT_ACCOUNT', accountStatus: standing.accountStatus })
  }
  return reasons
}
