import { payoutSchedule } from '#shared/content/affiliate.ts'
import type { ContentFigures, PackageFigure } from '#shared/content/figures.ts'
import { dayCount, percent, usd } from '#shared/content/format.ts'
import { howItWorksSteps, type HowItWorksStep } from '#shared/content/help.ts'
import { pricingPage, type Link, type PricingCard } from '#shared/content/pages.ts'
import { sampleAffiliateDashboard, type SampleAffiliateDashboard } from './sample-referrals.ts'

export type LandingPricingCard = PricingCard & { priceCaption?: string; priceNotes: string[] }

export type SellingPoint = { id: 'commission' | 'cookie' | 'payouts' | 'hold'; title: string; text: string }

export type LandingContent = {
  vipBanner: { heading: string; text: string; valueLabel: string }
  pricing: { eyebrow: string; heading: string; intro: string; cards: LandingPricingCard[] }
  steps: { eyebrow: string; heading: string; intro: string; items: HowItWorksStep[] }
  affiliate: {
    eyebrow: string
    heading: string
    intro: string
    sellingPoints: SellingPoint[]
    cta: Link
    sample: {
      caption: string
      note: string
      dashboard: SampleAffiliateDashboard
    }
  }
}

/**
 * The landing page's sections below the hero, every figure in them from the catalog and the
 * settings (DECISIONS §1): the restoration cards are those of /pricing, the steps those of /help.
 */
export function landingContent(f: ContentFigures): LandingContent {
  const pricing = pricingPage(f)
  const vipValue = usd(f.vipCreditRepairValueCents)
  const { affiliate } = f
  const commission = percent(affiliate.commissionBps)
  const bonus = usd(affiliate.idVerifiedBonusCents)
  return {
    vipBanner: {
      heading: 'VIP Credit Repair Included Free',
      text: 'Every restoration package (State, Federal or the Complete Bundle) comes with our VIP Credit Repair service at no extra cost.',
      valueLabel: `${vipValue} value`,
    },
    pricing: {
      eyebrow: 'Packages',
      heading: 'Simple, Upfront Pricing',
      intro: `Prices shown are with ID verification, which saves you the ${usd(f.idVerificationFeeCents)} manual ID processing fee. The price you see is the price you pay at checkout, and every restoration package includes VIP Credit Repair free.`,
      cards: [
        ...pricing.restoration.map((card) => withEasyPayments(card, f)),
        vipCreditRepairCard(f, pricing.creditRepair),
      ],
    },
    steps: {
      eyebrow: 'The process',
      heading: 'How It Works',
      intro: 'Four steps from your free eligibility check to a submitted case you can follow online.',
      items: howItWorksSteps(f),
    },
    affiliate: {
      eyebrow: 'For affiliates',
      heading: 'Earn With Our Affiliate Program',
      intro:
        'Share your referral link and earn a commission on every restoration package your referrals buy. Track clicks, sales and payouts on your own dashboard.',
      sellingPoints: [
        {
          id: 'commission',
          title: `${commission} commission`,
          text: `On the package price of every sale you refer, plus ${bonus} when your customer verifies their ID.`,
        },
        {
          id: 'cookie',
          title: `${affiliate.cookieDays}-day tracking cookie`,
          text: `A referral who buys within ${dayCount(affiliate.cookieDays)} of clicking your link counts as your sale.`,
        },
        {
          id: 'payouts',
          title: 'Weekly payouts',
          text: `Paid by ACH every week, on ${payoutSchedule(f)}, once your available balance reaches ${usd(affiliate.minimumPayoutCents)}.`,
        },
        {
          id: 'hold',
          title: `${affiliate.holdDays}-day hold period`,
          text: `Each commission is held for ${dayCount(affiliate.holdDays)} so refunds and card disputes can settle, then it becomes available for payout.`,
        },
      ],
      cta: { label: 'Join the Affiliate Program', path: '/affiliate' },
      sample: {
        caption: 'Sample dashboard — illustration only',
        note: `Sample referrals, not real earnings. Commissions are computed from today's prices: ${commission} of the package price, plus ${bonus} when the customer verifies their ID.`,
        dashboard: sampleAffiliateDashboard(f),
      },
    },
  }
}

function withEasyPayments(card: PricingCard, f: ContentFigures): LandingPricingCard {
  const figure = restorationFigure(f, card.code)
  return {
    ...card,
    priceCaption: 'with verified ID',
    priceNotes: [
      `or ${usd(figure.monthlyEstimateCents)}/month with Easy Payments (${f.easyPaymentsMonths} months)`,
    ],
  }
}

function restorationFigure(f: ContentFigures, code: string): PackageFigure {
  const { state, federal, bundle } = f.packages
  const figure = [state, federal, bundle].find((p) => p.code === code)
  if (!figure) throw new Error(`No restoration package ${code} in the figures`)
  return figure
}

/**
 * The fourth card: the credit repair every restoration package includes, free, at its stated
 * value; what it costs on its own is on /pricing, where the card leads.
 */
function vipCreditRepairCard(f: ContentFigures, creditRepair: PricingCard[]): LandingPricingCard {
  const standalone = creditRepair.find((card) => card.id === 'vip-credit')
  return {
    id: 'vip-credit',
    code: f.packages.vipCredit?.code ?? 'CREDIT_VIP',
    name: 'VIP Credit Repair',
    kind: 'credit-repair',
    priceCents: 0,
    unverifiedPriceCents: 0,
    priceLabel: 'Free',
    unverifiedLabel: `A ${usd(f.vipCreditRepairValueCents)} value, included with every restoration package`,
    priceNotes: f.packages.vipCredit
      ? [`On its own: ${usd(f.packages.vipCredit.priceCents)} with verified ID`]
      : [],
    description:
      'Our full credit repair service, yours at no cost with State, Federal or the Complete Bundle.',
    features: standalone?.features ?? [],
    isMostPopular: false,
    savingsCents: null,
    cta: { label: 'See Credit Repair Details', path: '/pricing' },
  }
}
