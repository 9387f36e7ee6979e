import type { Db } from '#server/db/client.ts'
import { findAffiliateByCode } from '../affiliates.repository.ts'
import type { Referral } from '../referral-cookie.ts'
import { insertReferral } from './referrals.repository.ts'
import type { UseCaseDeps } from '../use-case-deps.ts'

const DAY_MS = 86_400_000

export type ReferralAttributionDeps = UseCaseDeps

/** A referral checked against the window and the affiliate's status, ready to store with an order. */
export type ResolvedReferral = { affiliateId: string; affiliateUserId: string; clickedAt: Date }

/** Which affiliate an order is credited to: the referral cookie, checked and then stored. */
export function createReferralAttribution(deps: ReferralAttributionDeps) {
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
    const affiliate = await findAffiliateByCode(deps.db, referral.code)
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
    await insertReferral(tx, {
      orderId: order.id,
      affiliateId: referral.affiliateId,
      clickedAt: referral.clickedAt,
      isSelfReferral: referral.affiliateUserId === order.userId,
    })
  }

  return { resolveReferral, attributeOrder }
}
