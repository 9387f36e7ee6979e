import { payoutSchedule } from '#shared/content/affiliate.ts'
import type { ContentFigures } from '#shared/content/figures.ts'
import { dayCount, percent, usd } from '#shared/content/format.ts'

export type SellingPoint = { id: 'commission' | 'cookie' | 'payouts'; title: string; text: string }

/** The program in one sentence, under the page's heading. */
export function programIntro(f: ContentFigures): string {
  return `Share your link and earn ${percent(f.affiliate.commissionBps)} commission on every restoration package your referrals buy, with your clicks, sales and payouts on your own dashboard.`
}

/** The three selling points of the program (spec 001 §2), every figure from the settings. */
export function sellingPoints(f: ContentFigures): SellingPoint[] {
  const a = f.affiliate
  return [
    {
      id: 'commission',
      title: `${percent(a.commissionBps)} commission`,
      text: `On the package price of every sale you refer, plus ${usd(a.idVerifiedBonusCents)} when the customer verifies their ID.`,
    },
    {
      id: 'cookie',
      title: `${a.cookieDays} days cookie`,
      text: `A referral who buys within ${dayCount(a.cookieDays)} of clicking your link counts as your sale.`,
    },
    {
      id: 'payouts',
      title: 'Weekly payouts',
      text: `Paid by ACH on ${payoutSchedule(f)}, once your available balance reaches ${usd(a.minimumPayoutCents)}.`,
    },
  ]
}
