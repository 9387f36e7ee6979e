import { bpsOf } from '../domain/affiliates.ts'
import { PACKAGE_CODES, PACKAGE_NAMES } from '../domain/packages.ts'
import { listJoin, payoutSchedule, POSTING_RULES, restrictedWordsText } from './affiliate.ts'
import type { ContentFigures, PackageFigure } from './figures.ts'
import { dayCount, percent, usd } from './format.ts'
import type { Link } from './pages.ts'
import { TIMINGS } from './policies.ts'

/** The public pages of the affiliate program, and the dashboard they send affiliates to. */
export const AFFILIATE_PAGE_PATHS = {
  program: '/affiliate',
  terms: '/affiliate-terms',
  training: '/affiliate-training',
  guidelines: '/affiliate-guidelines',
  portal: '/affiliate-portal',
} as const

export type AffiliateTable = { caption: string; columns: string[]; rows: string[][] }

export type AffiliateSection = {
  /** Anchor on the page: {path}#{id}. */
  id: string
  heading: string
  paragraphs: string[]
  list?: string[]
  table?: AffiliateTable
  links?: Link[]
}

type AffiliateArticle = {
  title: string
  /** The meta description. */
  description: string
  intro: string
  sections: AffiliateSection[]
  /** The other affiliate pages, at the foot of the page. */
  links: Link[]
  /** Null where a section of the page already says it. */
  disclaimer: string | null
}

export type AffiliateTermsPage = AffiliateArticle & { path: '/affiliate-terms' }
export type AffiliateGuidelinesPage = AffiliateArticle & { path: '/affiliate-guidelines' }

export type SampleScript = { id: string; title: string; text: string }

export type AffiliateTrainingPage = {
  path: '/affiliate-training'
  title: string
  description: string
  intro: string
  products: { name: string; price: string; note: string }[]
  pitchTips: string[]
  scripts: SampleScript[]
  dos: string[]
  donts: string[]
  schedule: { label: string; value: string }[]
  hashtags: string[]
  hashtagNote: string
  reminder: string
  links: Link[]
  disclaimer: string
}

export type AffiliatePortalPage = {
  path: '/affiliate-portal'
  title: string
  description: string
  intro: string
  /** The header's links to the sections below (the specification's /payouts, /assets, /support). */
  nav: { id: 'payouts' | 'assets' | 'support'; label: string }[]
  contact: { label: string; email: string; phone: string | null }
  sections: AffiliateSection[]
}

const link = (label: string, path: string): Link => ({ label, path })

const LINKS = {
  terms: link('Affiliate Program Terms', AFFILIATE_PAGE_PATHS.terms),
  training: link('Affiliate Training', AFFILIATE_PAGE_PATHS.training),
  guidelines: link('Posting Guidelines', AFFILIATE_PAGE_PATHS.guidelines),
  portal: link('Affiliate Portal', AFFILIATE_PAGE_PATHS.portal),
  program: link('Go to the Affiliate Program', AFFILIATE_PAGE_PATHS.program),
} as const

/** What an affiliate must not do, in every text that tells them how to talk about the service. */
function affiliateDisclaimer(f: ContentFigures): string {
  return `${f.company.name} is a document-preparation service, not a law firm. Affiliates do not give legal advice, do not tell anyone they are eligible, and never promise an outcome, a timeline or an income. What you earn depends only on the paid sales you refer.`
}

/** The commission on one package sale, without and with the verified ID bonus, in cents. */
export function packageCommission(f: ContentFigures, pkg: PackageFigure) {
  const commissionCents = bpsOf(pkg.priceCents, f.affiliate.commissionBps)
  return { commissionCents, withIdBonusCents: commissionCents + f.affiliate.idVerifiedBonusCents }
}

/** /affiliate-terms: commission, tracking, hold, payouts, tax, Monster Level, fast start, activity. */
export function affiliateTermsPage(f: ContentFigures): AffiliateTermsPage {
  const a = f.affiliate
  const company = f.company.name
  const examples = PACKAGE_CODES.map((code) => {
    const pkg = { FEDERAL: f.packages.federal, STATE: f.packages.state, BUNDLE: f.packages.bundle }[code]
    const { commissionCents, withIdBonusCents } = packageCommission(f, pkg)
    return [PACKAGE_NAMES[code], usd(pkg.priceCents), usd(commissionCents), usd(withIdBonusCents)]
  })
  return {
    path: '/affiliate-terms',
    title: 'Affiliate Program Terms',
    description: `The terms of the ${company} affiliate program: ${percent(a.commissionBps)} commission, a ${dayCount(a.cookieDays)} referral cookie, a ${dayCount(a.holdDays)} hold, weekly payouts from ${usd(a.minimumPayoutCents)}, Monster Level and the fast-start bonus.`,
    intro: `These terms apply to everyone who shares a ${company} referral link. By joining the affiliate program you agree to them and to the posting guidelines. Every figure on this page is the program's current setting.`,
    sections: [
      {
        id: 'commission',
        heading: 'Commission',
        paragraphs: [
          `You earn ${percent(a.commissionBps)} of the package price paid by each customer you refer. Fees are not included: the manual ID processing fee that a customer pays without identity verification earns no commission.`,
          `When the customer verifies their identity, you earn an extra ${usd(a.idVerifiedBonusCents)} on that sale.`,
        ],
        table: {
          caption: "What one sale earns at today's prices",
          columns: ['Package', 'Price', 'Your commission', 'With verified ID'],
          rows: examples,
        },
      },
      {
        id: 'tracking',
        heading: 'Referral links and tracking',
        paragraphs: [
          `Your referral link is our site address followed by /r/YOURCODE or /?ref=YOURCODE. Opening it sets a cookie in the visitor's browser for ${dayCount(a.cookieDays)}; if they pay for a package within that time, the sale is yours.`,
          'When a visitor opens several affiliates’ links, the last click wins: the sale belongs to the affiliate whose link they opened last. Clicks are counted once per visitor per day, and bots are left out.',
        ],
      },
      {
        id: 'hold-period',
        heading: 'Hold period, refunds and disputes',
        paragraphs: [
          `Only paid orders count. Each commission stays pending for ${dayCount(a.holdDays)} after the order is paid, so that refunds and card disputes can settle; then it becomes available for payout.`,
          'A refunded or disputed order earns nothing: its commission, and any bonus it earned, is reversed. If it was already paid out, the amount is carried as a negative balance into your next payout and deducted from it.',
        ],
      },
      {
        id: 'payouts',
        heading: 'Payouts',
        paragraphs: [
          `Payouts run weekly, on ${payoutSchedule(f)}. Each run pays every affiliate whose available balance is at least ${usd(a.minimumPayoutCents)}, whose W-9 we have and whose payout account is ready; a smaller balance carries over to the next week.`,
          `Payouts are sent by ACH and usually reach your bank within ${TIMINGS.affiliatePayoutArrival}. You set up your payout account and send your W-9 from the Payouts tab of your affiliate dashboard.`,
        ],
        links: [link('Open your affiliate dashboard', AFFILIATE_PAGE_PATHS.program)],
      },
      {
        id: 'tax',
        heading: 'Tax',
        paragraphs: [
          'Commissions are income, and you are responsible for the tax on them. We need a completed Form W-9 before we can pay you.',
          `We send you a Form 1099-NEC for every calendar year in which we paid you ${usd(a.form1099ThresholdCents)} or more.`,
        ],
      },
      {
        id: 'monster-level',
        heading: 'Monster Level',
        paragraphs: [
          `Monster Level is an optional subscription for ${usd(a.monsterLevelFeeCents)} a month. While you hold it, you earn override commissions on the package price of sales made by the affiliates you recruit (level 1), by their recruits (level 2), and so on, ${a.monsterLevelOverrideBps.length} levels deep. Overrides follow the same hold period and reversals as your own commissions.`,
          `The monthly fee is deducted from the first weekly payout of each month while it is unpaid for that month.`,
        ],
        table: {
          caption: 'Monster Level override rates',
          columns: ['Level', 'Override'],
          rows: a.monsterLevelOverrideBps.map((bps, i) => [`Level ${i + 1}`, percent(bps)]),
        },
      },
      {
        id: 'fast-start',
        heading: 'Fast-start bonus',
        paragraphs: [
          `Make ${a.fastStartSales} direct sales within ${dayCount(a.fastStartDays)} of signing up and you earn a one-time fast-start bonus of ${usd(a.fastStartBonusCents)}. Direct sales are paid orders through your own link; your recruits' sales do not count.`,
          `If refunds or disputes bring your sales in that period below ${a.fastStartSales}, the bonus is reversed.`,
        ],
      },
      {
        id: 'staying-active',
        heading: 'Staying active',
        paragraphs: [
          `After your first ${dayCount(a.inactivityDays)} in the program, make at least one direct sale every ${dayCount(a.inactivityDays)} to stay active. An affiliate with no direct sale in that time is deactivated. We e-mail you a warning ${dayCount(a.inactivityWarningDays)} before, and one sale before the date keeps you active.`,
        ],
      },
      {
        id: 'self-referral',
        heading: 'Self-referral',
        paragraphs: [
          'Self-referrals earn nothing: no commission or bonus is paid on your own orders, or on orders paid with your card or from your household address.',
        ],
      },
      {
        id: 'conduct',
        heading: 'How you promote us',
        paragraphs: [
          'Follow the posting guidelines in every post, caption and message. Say that you earn a commission when you share your link, and quote prices only from our current price list. We may deactivate an affiliate who breaks these terms or the guidelines, and reverse commissions earned by breaking them.',
        ],
        links: [LINKS.guidelines, LINKS.training],
      },
      {
        id: 'no-guarantees',
        heading: 'No legal advice, no guarantees',
        paragraphs: [affiliateDisclaimer(f)],
      },
    ],
    links: [LINKS.training, LINKS.guidelines, LINKS.portal, LINKS.program],
    disclaimer: null,
  }
}

/** The three sample scripts of the training page, with today's prices; none uses a restricted word. */
export function sampleScripts(f: ContentFigures): SampleScript[] {
  const { state, federal, bundle } = f.packages
  const company = f.company.name
  return [
    {
      id: 'freedom-hook',
      title: 'Freedom Hook',
      text: `Made a mistake years ago and still feel like you're paying for it? You may be able to get your rights back. ${company} prepares your restoration paperwork for you, starting at ${usd(state.priceCents)}, and checking if you qualify is free. Tap the link in my bio to see where you stand. I earn a commission if you sign up through my link.`,
    },
    {
      id: 'credit-angle',
      title: 'Credit Angle',
      text: `Restore your rights and work on your credit at the same time. Every ${company} restoration package includes VIP Credit Repair free, a ${usd(f.vipCreditRepairValueCents)} value. Packages start at ${usd(state.priceCents)}, and you can check if you qualify for free at the link in my bio. I earn a commission if you sign up through my link.`,
    },
    {
      id: 'second-chance',
      title: 'Second Chance',
      text: `Everyone deserves a second chance. If an old record is still holding you back, ${company} prepares the documents to apply to restore your rights: ${usd(state.priceCents)} for state, ${usd(federal.priceCents)} for federal, or ${usd(bundle.priceCents)} for both. The decision is up to the government office, but the first step is free: check if you qualify at the link in my bio. I earn a commission if you sign up through my link.`,
    },
  ]
}

/** The eight suggested hashtags; none uses a restricted word. */
export const AFFILIATE_HASHTAGS = [
  '#SecondChance',
  '#RightsRestoration',
  '#FreshStart',
  '#RestoreYourRights',
  '#NewBeginnings',
  '#CreditRepair',
  '#MovingForward',
  '#RebuildYourLife',
] as const

/** /affiliate-training: what is sold, how to pitch it, scripts, schedule and hashtags. */
export function affiliateTrainingPage(f: ContentFigures): AffiliateTrainingPage {
  const { state, federal, bundle, vipCredit, aiCredit } = f.packages
  const r = POSTING_RULES
  const range = (p: PackageFigure) => `${usd(p.priceCents)}-${usd(p.unverifiedPriceCents)}`
  const credit = [
    vipCredit && {
      name: 'VIP Credit Repair',
      price: range(vipCredit),
      note: `included free with every restoration package; on its own, the lower price is with verified ID`,
    },
    aiCredit && {
      name: 'AI Credit Repair',
      price: range(aiCredit),
      note: 'software-assisted credit repair; the lower price is with verified ID',
    },
  ].filter((item) => !!item)
  return {
    path: '/affiliate-training',
    title: 'Affiliate Training',
    description: `How to promote ${f.company.name} as an affiliate: what we sell at today's prices, pitch tips, three sample scripts, a posting schedule and hashtags you can copy.`,
    intro: `Everything you need to start sharing ${f.company.name}: what you are selling, how to talk about it, scripts you can copy, and when and where to post. You earn ${percent(f.affiliate.commissionBps)} of every package sold through your link.`,
    products: [
      {
        name: PACKAGE_NAMES.STATE,
        price: usd(state.priceCents),
        note: 'non-violent offenses are the priority',
      },
      {
        name: PACKAGE_NAMES.FEDERAL,
        price: usd(federal.priceCents),
        note: 'where a federal route is available',
      },
      { name: PACKAGE_NAMES.BUNDLE, price: usd(bundle.priceCents), note: 'federal and state together' },
      ...credit,
    ],
    pitchTips: [
      'Open with the person, not the product: a mistake in the past should not decide the rest of their life.',
      'Lead with the free eligibility check; it is the easiest first step to ask for.',
      `Mention that VIP Credit Repair, a ${usd(f.vipCreditRepairValueCents)} value, is included with every restoration package.`,
      'Keep it short, speak to the camera and end with one clear call to action: the link in your bio.',
      'Answer comments kindly, and send legal questions to the eligibility check or our support team.',
    ],
    scripts: sampleScripts(f),
    dos: [
      'Say that you earn a commission whenever you share your link.',
      'Send people to the free eligibility check.',
      'Quote prices only from the current price list.',
      'Talk about rights restoration, second chances and fresh starts.',
      'Keep videos short, personal and honest.',
    ],
    donts: [
      `Do not say restricted words such as ${restrictedWordsText()}.`,
      'Do not talk about politics or name specific laws.',
      'Do not promise an outcome, a timeline or approval, and do not tell anyone they are eligible.',
      'Do not give legal advice.',
      'Do not make up prices, discounts or deadlines.',
    ],
    schedule: [
      { label: 'Videos a day', value: r.videosPerDay },
      { label: 'Video length', value: r.videoLength },
      { label: 'Hashtags per video', value: r.hashtagsPerVideo },
      { label: 'Best times', value: listJoin(r.bestTimes) },
      { label: 'Platform order', value: r.platforms.join(', then ') },
    ],
    hashtags: [...AFFILIATE_HASHTAGS],
    hashtagNote: `Pick ${r.hashtagsPerVideo} for each video. Select a hashtag to copy it.`,
    reminder: `Be honest, be consistent and disclose your commission. You are helping people take a first step toward a second chance; let the free eligibility check and our team answer the legal questions.`,
    links: [LINKS.guidelines, LINKS.program, LINKS.terms],
    disclaimer: affiliateDisclaimer(f),
  }
}

/** /affiliate-guidelines: how to post about us on TikTok and other social media. */
export function affiliateGuidelinesPage(f: ContentFigures): AffiliateGuidelinesPage {
  const r = POSTING_RULES
  return {
    path: '/affiliate-guidelines',
    title: 'Affiliate Posting Guidelines',
    description: `How ${f.company.name} affiliates post on TikTok, Instagram Reels, YouTube Shorts and Facebook Reels: schedule, words to avoid, no politics, no guarantees and commission disclosure.`,
    intro:
      'These guidelines keep your posts within the rules of TikTok and the other platforms, and keep what you say about us accurate. They are part of the Affiliate Program Terms.',
    sections: [
      {
        id: 'schedule',
        heading: 'Where and when to post',
        paragraphs: ['Short, regular videos do best. Aim for this schedule:'],
        list: [
          `${r.videosPerDay} videos a day`,
          `${r.videoLength} per video`,
          `${r.hashtagsPerVideo} hashtags per video`,
          `Best times: ${listJoin(r.bestTimes)}, in your audience's time zone`,
          `Platforms, in order: ${r.platforms.join(', ')}`,
        ],
      },
      {
        id: 'restricted-words',
        heading: 'Words to avoid',
        paragraphs: [
          `Platforms limit or remove videos that use certain words. Never say or write ${restrictedWordsText()}, in the video, the caption or a hashtag. Talk about restoring your rights, second chances and fresh starts instead.`,
        ],
      },
      {
        id: 'politics',
        heading: 'No politics, no specific laws',
        paragraphs: [
          'Keep your posts about people and second chances. Do not take political sides, do not name politicians, and do not quote or name specific laws, bills or court cases: they change, and the rules that apply differ from person to person.',
        ],
      },
      {
        id: 'no-guarantees',
        heading: 'No guarantees, no legal advice',
        paragraphs: [
          'Never promise that someone will get their rights back, how long it will take, or that they are eligible. Decisions are made by courts, boards and government offices, not by us. Do not give legal advice: send people to the free eligibility check and to our support team.',
        ],
      },
      {
        id: 'disclosure',
        heading: 'Disclose your commission',
        paragraphs: [
          'Say clearly that you earn a commission when people sign up through your link, in the video or at the start of the caption (for example "#ad" or "I earn a commission from this link"), and use the platform\'s paid-partnership label where it has one.',
        ],
      },
      {
        id: 'prices',
        heading: 'Prices and claims',
        paragraphs: [
          `Quote prices only from the current price list: today ${PACKAGE_NAMES.STATE} is ${usd(f.packages.state.priceCents)}, ${PACKAGE_NAMES.FEDERAL} ${usd(f.packages.federal.priceCents)} and the ${PACKAGE_NAMES.BUNDLE} ${usd(f.packages.bundle.priceCents)}. Do not invent discounts, deadlines or savings, and do not claim results for anyone.`,
        ],
        links: [link('Services and Pricing', '/pricing')],
      },
      {
        id: 'privacy',
        heading: 'Respect privacy',
        paragraphs: [
          "Never post anyone's record, case or personal details, and do not ask people to share them in the comments. Send anyone with questions about their own case to our support team.",
        ],
      },
    ],
    links: [LINKS.training, LINKS.terms, LINKS.program],
    disclaimer: affiliateDisclaimer(f),
  }
}

/** /affiliate-portal: payouts, brand assets and support for affiliates, in one page open to everyone. */
export function affiliatePortalPage(f: ContentFigures): AffiliatePortalPage {
  const a = f.affiliate
  const company = f.company
  const phone = company.supportPhone ? ` or call ${company.supportPhone}` : ''
  return {
    path: '/affiliate-portal',
    title: 'Affiliate Portal',
    description: `The ${company.name} affiliate portal: how and when you are paid, your referral link formats and brand assets, and where to get affiliate support.`,
    intro: `Your payouts, your links and your support, in one place. Sign in to the affiliate dashboard for your own figures.`,
    nav: [
      { id: 'payouts', label: 'Payouts' },
      { id: 'assets', label: 'Assets' },
      { id: 'support', label: 'Support' },
    ],
    contact: { label: 'Affiliate support', email: company.supportEmail, phone: company.supportPhone },
    sections: [
      {
        id: 'payouts',
        heading: 'Payouts',
        paragraphs: [
          `Payouts run weekly, on ${payoutSchedule(f)}, by ACH; they usually reach your bank within ${TIMINGS.affiliatePayoutArrival}. Each commission is available for payout ${dayCount(a.holdDays)} after the sale is paid.`,
          `You are paid when your available balance is at least ${usd(a.minimumPayoutCents)}, we have your W-9 and your payout account is ready. Send your W-9, connect your payout account and see every payout on the Payouts tab of your affiliate dashboard.`,
        ],
        links: [
          link('Open your Payouts tab', AFFILIATE_PAGE_PATHS.program),
          link('Payout terms', `${AFFILIATE_PAGE_PATHS.terms}#payouts`),
        ],
      },
      {
        id: 'assets',
        heading: 'Assets',
        paragraphs: [
          `Promote us under our brand name, ${company.name}, and always with your own referral link: our site address followed by either form below, where YOURCODE is the code on your dashboard.`,
        ],
        list: [
          `Brand name: ${company.name}`,
          'Short link: /r/YOURCODE',
          'Link to the home page: /?ref=YOURCODE',
        ],
        links: [LINKS.training, LINKS.guidelines],
      },
      {
        id: 'support',
        heading: 'Support',
        paragraphs: [
          'Questions about commissions, payouts or posting? Ask Affiliate Help on the affiliate dashboard: it answers from our affiliate terms at any time.',
          `To reach our team, e-mail ${company.supportEmail}${phone}.`,
        ],
        links: [link('Ask Affiliate Help', AFFILIATE_PAGE_PATHS.program)],
      },
    ],
  }
}

/** Every text of the affiliate pages, for the content tests. */
export function affiliatePages(f: ContentFigures) {
  return {
    terms: affiliateTermsPage(f),
    training: affiliateTrainingPage(f),
    guidelines: affiliateGuidelinesPage(f),
    portal: affiliatePortalPage(f),
  }
}
