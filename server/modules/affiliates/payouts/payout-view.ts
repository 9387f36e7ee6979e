import type { PayoutRow } from './payouts.repository.ts'

/** A payout as the affiliate's history and the admin's recent payouts show it. */
export function toPayout(payout: PayoutRow, affiliateCode: string) {
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
