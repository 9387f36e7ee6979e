import type { ContentFigures } from './figures.ts'
import { clockTime, dayCount, hourCount, percent, shareCents, usd, weekdayName } from './format.ts'
import { TIMINGS } from './policies.ts'

/** The posting rules of the guidelines and the training (specification §9), written once here. */
export const POSTING_RULES = {
  videosPerDay: '2-3',
  videoLength: '20-30 seconds',
  hashtagsPerVideo: '5-7',
  bestTimes: ['9-11 AM', '1-3 PM', '7-10 PM'],
  platforms: ['TikTok', 'Instagram Reels', 'YouTube Shorts', 'Facebook Reels'],
  /** Words the platforms restrict; scripts, captions and hashtags never use them. */
  restrictedWords: ['gun', 'firearm'],
} as const

/** 'a', 'a and b', 'a, b and c' (or 'a, b or c'). */
export function listJoin(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`
}

/** The restricted words as the texts quote them: '"gun" or "firearm"'. */
export function restrictedWordsText(): string {
  return listJoin(
    POSTING_RULES.restrictedWords.map((word) => `"${word}"`),
    'or',
  )
}

/** The posting schedule in one sentence, as the guidelines, the training and the assistant say it. */
export function postingSchedule(): string {
  const r = POSTING_RULES
  const [first, ...others] = r.platforms
  return `Post ${r.videosPerDay} short videos a day, each ${r.videoLength} long, with ${r.hashtagsPerVideo} hashtags. The best times are ${listJoin(r.bestTimes)} in your audience's time zone. Post on ${first} first, then ${listJoin(others)}.`
}

/** The Monster Level override rates, level 1 first: 'level 1 4%, level 2 1%, …'. */
export function monsterLevelRates(f: ContentFigures): string {
  return listJoin(f.affiliate.monsterLevelOverrideBps.map((bps, i) => `level ${i + 1} ${percent(bps)}`))
}

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

/**
 * What the affiliate help assistant knows: commission, tracking, hold period, payouts, staying
 * active, Monster Level, the fast-start bonus and the posting guidelines.
 */
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
        `Tax: commissions are income. We need your W-9 before we can pay you, and we send a Form 1099-NEC for every year in which we paid you ${usd(a.form1099ThresholdCents)} or more.`,
      ],
    },
    {
      id: 'staying-active',
      title: 'Staying active',
      path: '/affiliate-terms#staying-active',
      paragraphs: [
        `Make at least one direct sale every ${dayCount(a.inactivityDays)} to stay active. An affiliate with no direct sale for ${dayCount(a.inactivityDays)}, after their first ${dayCount(a.inactivityDays)} in the program, is deactivated; we e-mail a warning ${dayCount(a.inactivityWarningDays)} before.`,
      ],
    },
    {
      id: 'monster-level',
      title: 'Monster Level',
      path: '/affiliate-terms#monster-level',
      paragraphs: [
        `Monster Level is an optional subscription for ${usd(a.monsterLevelFeeCents)} a month. It earns you override commissions on the package sales of the affiliates you recruit and of their recruits, ${a.monsterLevelOverrideBps.length} levels deep: ${monsterLevelRates(f)}. The monthly fee is deducted from the first weekly payout of each month while it is unpaid.`,
      ],
    },
    {
      id: 'fast-start',
      title: 'Fast-start bonus',
      path: '/affiliate-terms#fast-start',
      paragraphs: [
        `Make ${a.fastStartSales} direct sales within ${dayCount(a.fastStartDays)} of signing up and you earn a one-time fast-start bonus of ${usd(a.fastStartBonusCents)}. Only paid sales count; if refunds or disputes bring you below ${a.fastStartSales}, the bonus is reversed.`,
      ],
    },
    {
      id: 'posting',
      title: 'Posting guidelines',
      path: '/affiliate-guidelines',
      paragraphs: [
        postingSchedule(),
        `Words to avoid: platforms restrict some words, so do not say ${restrictedWordsText()}; talk about rights restoration and second chances instead. Avoid politics and naming specific laws.`,
        'Never promise an outcome or a timeline, never tell anyone whether they are eligible, and never give legal advice: send people to the free eligibility check. Quote prices only from the current price list at /pricing, and say that you earn a commission when you share your link.',
      ],
    },
  ]
}
