import type { ContentFigures } from './figures.ts'
import { clockTime, dayCount, hourCount, percent, shareCents, usd, weekdayName } from './format.ts'
import { TIMINGS } from './policies.ts'

export type AffiliateTopic = {
  id: string
  title: string
  /** The public page it lives on, with its anchor. */
  path: string
  paragraphs: string[]
}

/** The weekly payout moment in the business time zone: 'Fridays at 5:00 AM Eastern Time'. */
export function payoutSchedule(f: ContentFigures): string {
  return `${weekdayName(f.affiliate.payoutWeekday)}s at ${clockTime(f.affiliate.payoutTime)} ${f.timeZoneLabel}`
}

/** What the affiliate help assistant knows: commission, hold period, payouts and posting guidelines. */
export function affiliateTopics(f: ContentFigures): AffiliateTopic[] {
  const a = f.affiliate
  const { federal } = f.packages
  const example = (price: number) => usd(shareCents(price, a.commissionBps))
  return [
    {
      id: 'commission',
      title: 'Affiliate commission',
      path: '/affiliate-terms#commission',
      paragraphs: [
        `You earn ${percent(a.commissionBps)} commission on the package price paid by each customer you refer; fees such as the manual ID processing fee do not count. When the customer verifies their identity, you earn an extra ${usd(a.idVerifiedBonusCents)}.`,
        `For example, a Federal Restoration sale at today's price of ${usd(federal.priceCents)} earns you ${example(federal.priceCents)}, or ${usd(shareCents(federal.priceCents, a.commissionBps) + a.idVerifiedBonusCents)} when the customer verifies their identity.`,
      ],
    },
    {
      id: 'tracking',
      title: 'Referral links and tracking',
      path: '/affiliate-terms#tracking',
      paragraphs: [
        `Share your link (the site address with ?ref=YOURCODE, or /r/YOURCODE). It sets a cookie for ${dayCount(a.cookieDays)}; if the customer pays for a package within that time, the sale is yours. When someone clicks several affiliates' links, the last click wins. Clicks are counted once per visitor per day, and bots are left out.`,
      ],
    },
    {
      id: 'hold-period',
      title: 'Hold period',
      path: '/affiliate-terms#hold-period',
      paragraphs: [
        `Each commission stays pending for ${dayCount(a.holdDays)} after the sale, so that refunds (customers may cancel within ${hourCount(f.refundWindowHours)} if no work has started) and card disputes can settle. After the hold it becomes available for payout. Only paid orders earn commission: a refunded or disputed sale reverses its commission.`,
      ],
    },
    {
      id: 'payouts',
      title: 'Payouts',
      path: '/affiliate-terms#payouts',
      paragraphs: [
        `Payouts run weekly, on ${payoutSchedule(f)}. You are paid when your available balance is at least ${usd(a.minimumPayoutCents)}, we have your W-9 and your payout account is set up. Payments go by ACH and usually arrive within ${TIMINGS.affiliatePayoutArrival}.`,
        'Tax: commissions are income, and we send a Form 1099-NEC whenever the tax rules require one for what we paid you in a year.',
      ],
    },
    {
      id: 'staying-active',
      title: 'Staying active',
      path: '/affiliate-terms#staying-active',
      paragraphs: [
        'Make at least one direct sale a month to stay active. An affiliate with no direct sale for 30 days, after their first 30 days in the program, is deactivated.',
      ],
    },
    {
      id: 'posting',
      title: 'Posting guidelines',
      path: '/affiliate-guidelines',
      paragraphs: [
        "Post 2-3 short videos a day, each 20-30 seconds long, with 5-7 hashtags. The best times are 9-11 AM, 1-3 PM and 7-10 PM in your audience's time zone. Post on TikTok first, then Instagram Reels, YouTube Shorts and Facebook Reels.",
        'Words to avoid: platforms restrict some words, so do not say "gun" or "firearm"; talk about rights restoration and second chances instead. Avoid politics and naming specific laws.',
        'Never promise an outcome or a timeline, never tell anyone whether they are eligible, and never give legal advice: send people to the free eligibility check. Quote prices only from the current price list at /pricing, and say that you earn a commission when you share your link.',
      ],
    },
  ]
}
