import type { SettingsService } from '#server/modules/settings/index.ts'
import { clockTime, dayCount, percent, usd, weekdayName } from '#shared/content/format.ts'
import { timeZoneLabel } from '#shared/content/figures.ts'
import { PAYOUT_ARRIVAL_TIME } from '#shared/domain/affiliates.ts'

/** The payout policy, in words, from the settings. */
export function createGetPayoutPolicy(deps: { settings: Pick<SettingsService, 'getSettings'> }) {
  return async function getPayoutPolicy(): Promise<{ text: string[] }> {
    const s = await deps.settings.getSettings()
    const zone = timeZoneLabel(s.payoutTimeZone)
    return {
      text: [
        `Payouts run every ${weekdayName(s.payoutWeekday)} at ${clockTime(s.payoutTime)} ${zone} (${s.payoutTimeZone}).`,
        `Commissions are held for ${dayCount(s.affiliateHoldDays)} before they become available.`,
        'Only PAID orders count, excluding refunds and disputes; a refund or dispute after payout is deducted from the next payout.',
        `An affiliate is paid when the available balance is at least ${usd(s.minimumPayoutCents)}, a W-9 is on file and the payout account is ready. Payment arrives in ${PAYOUT_ARRIVAL_TIME}.`,
        `Commission ${percent(s.affiliateCommissionBps)} of the package price paid, plus ${usd(s.affiliateIdVerifiedBonusCents)} when the customer verified their identity. Monster Level (${usd(s.monsterLevelFeeCents)} a month) adds overrides of ${s.monsterLevelOverrideBps.map(percent).join(', ')} on levels 1-${s.monsterLevelOverrideBps.length}.`,
      ],
    }
  }
}
