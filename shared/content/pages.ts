import { PACKAGE_NAMES } from '../domain/packages.ts'
import type { ContentFigures, PackageFigure } from './figures.ts'
import { hourCount, usd } from './format.ts'
import { TIMINGS, TYPICAL_TIMELINE } from './policies.ts'

export type Link = { label: string; path: string }

/** The six package types of the services page (specification §3). */
export type PricingPackageId = 'state' | 'federal' | 'combined' | 'basic-credit' | 'vip-credit' | 'ai-credit'

export type PricingCard = {
  id: PricingPackageId
  /** The catalog code: STATE, FEDERAL, BUNDLE, CREDIT_BASIC, CREDIT_VIP or CREDIT_AI. */
  code: string
  name: string
  kind: 'restoration' | 'credit-repair'
  priceCents: number
  unverifiedPriceCents: number
  /** '$2,999'. */
  priceLabel: string
  /** '$3,149 without ID verification'. */
  unverifiedLabel: string
  description: string
  features: string[]
  isMostPopular: boolean
  /** The bundle's saving against buying federal and state separately; null for the others. */
  savingsCents: number | null
  cta: Link
}

export type PricingPage = {
  path: '/pricing'
  title: string
  description: string
  intro: string
  restoration: PricingCard[]
  creditRepair: PricingCard[]
  notes: string[]
  disclaimer: string
}

export type PriceLine = { label: string; value: string }

export type ContentSection = { id: string; heading: string; paragraphs: string[] }

export type ServicePage = {
  path: '/federal-restoration' | '/state-restoration' | '/complete-bundle'
  title: string
  description: string
  heading: string
  intro: string
  priceCents: number
  priceLines: PriceLine[]
  sections: ContentSection[]
  included: string[]
  /** The bundle page's savings cards. */
  savingsCards: PriceLine[]
  actions: Link[]
  disclaimer: string
}

export type DocumentReviewPage = {
  path: '/document-review'
  title: string
  description: string
  heading: string
  intro: string
  turnaround: string
  steps: { number: number; title: string; text: string }[]
  checks: string[]
  disclaimer: string
  actions: Link[]
}

export type CaseStatusPage = {
  path: '/case-status'
  title: string
  description: string
  heading: string
  intro: string
  portalLogin: Link
  timelineHeading: string
  timeline: { id: string; step: string; duration: string; description: string }[]
  timelineNote: string
  links: Link[]
}

/** The disclaimer every marketing page repeats (specification §1). */
export function shortDisclaimer(f: ContentFigures): string {
  return `${f.company.name} is a document-preparation service, not a law firm. We do not give legal advice, using our service creates no attorney-client relationship, no outcome is guaranteed, and fees are non-refundable once work begins.`
}

const RESTORATION_FEATURES = [
  'Document checklist: what to attach and where to send it',
  'Fingerprint and ID upload by QR code or e-mail',
  'Case tracking with an e-mail at every change',
]

const CREDIT_FEATURES = [
  'Review of the credit reports you share with us',
  'Dispute letters for the items you tell us are inaccurate, incomplete or unverifiable',
]

function priceLines(f: ContentFigures, p: PackageFigure): PriceLine[] {
  return [
    { label: 'Price with verified ID', value: usd(p.priceCents) },
    {
      label: 'Without ID verification',
      value: `${usd(p.unverifiedPriceCents)} (includes the non-refundable ${usd(f.idVerificationFeeCents)} manual ID processing fee)`,
    },
    { label: 'VIP Credit Repair included', value: `${usd(f.vipCreditRepairValueCents)} value, free` },
    { label: 'Total value', value: usd(p.priceCents + f.vipCreditRepairValueCents) },
    {
      label: 'Easy Payments estimate',
      value: `${usd(p.monthlyEstimateCents)}/month over ${f.easyPaymentsMonths} months`,
    },
  ]
}

/** /pricing: the six packages with verified and unverified prices from the catalog. */
export function pricingPage(f: ContentFigures): PricingPage {
  const { state, federal, bundle, basicCredit, vipCredit, aiCredit } = f.packages
  const vip = `VIP Credit Repair included free (${usd(f.vipCreditRepairValueCents)} value)`
  const card = (
    id: PricingPackageId,
    p: PackageFigure,
    rest: Pick<PricingCard, 'description' | 'features' | 'cta'> & Partial<PricingCard>,
  ): PricingCard => ({
    id,
    code: p.code,
    name: p.name,
    kind: id.endsWith('-credit') ? 'credit-repair' : 'restoration',
    priceCents: p.priceCents,
    unverifiedPriceCents: p.unverifiedPriceCents,
    priceLabel: usd(p.priceCents),
    unverifiedLabel: `${usd(p.unverifiedPriceCents)} without ID verification`,
    isMostPopular: false,
    savingsCents: null,
    ...rest,
  })
  const creditCta: Link = { label: 'Ask About Credit Repair', path: '/contact' }
  const credit: PricingCard[] = []
  if (basicCredit) {
    credit.push(
      card('basic-credit', basicCredit, {
        description: 'Credit repair on its own, for the disputes you want to raise.',
        features: CREDIT_FEATURES,
        cta: creditCta,
      }),
    )
  }
  if (vipCredit) {
    credit.push(
      card('vip-credit', vipCredit, {
        description: 'Our full credit repair service, the one included free with every restoration package.',
        features: [...CREDIT_FEATURES, 'Included free with State, Federal and Complete Bundle'],
        cta: creditCta,
      }),
    )
  }
  if (aiCredit) {
    credit.push(
      card('ai-credit', aiCredit, {
        description: 'Credit repair with software-assisted review of your reports.',
        features: CREDIT_FEATURES,
        cta: creditCta,
      }),
    )
  }
  return {
    path: '/pricing',
    title: 'Services and Pricing',
    description: `Firearm rights restoration from ${usd(state.priceCents)}, with VIP Credit Repair included free. State, federal and complete bundle packages, and standalone credit repair.`,
    intro:
      'One price list for every page: what you see here is what you pay at checkout. Every restoration package includes VIP Credit Repair free.',
    restoration: [
      card('state', state, {
        name: PACKAGE_NAMES.STATE,
        description: "Documents for your state's restoration route.",
        features: [
          "Eligibility screening against your state's law",
          "Documents for your state's route: court petition, pardon or restoration-of-rights application",
          ...RESTORATION_FEATURES,
          vip,
        ],
        cta: { label: 'Start State Restoration', path: '/start/state' },
      }),
      card('federal', federal, {
        name: PACKAGE_NAMES.FEDERAL,
        description: 'Documents for the federal route your eligibility check identifies.',
        features: [
          'Eligibility screening against federal law',
          'Documents for your federal route',
          ...RESTORATION_FEATURES,
          vip,
        ],
        isMostPopular: true,
        cta: { label: 'Start Federal Restoration', path: '/start/federal' },
      }),
      card('combined', bundle, {
        name: PACKAGE_NAMES.BUNDLE,
        description: 'Federal and state restoration together, in one case.',
        features: [
          'Everything in State Restoration and Federal Restoration',
          `Save ${usd(f.bundleSavingsCents)} against buying both separately`,
          vip,
        ],
        savingsCents: f.bundleSavingsCents,
        cta: { label: 'Start Complete Bundle', path: '/start/federal?bundle=true' },
      }),
    ],
    creditRepair: credit,
    notes: [
      `Prices are with verified ID. Without verification, restoration packages add a non-refundable manual ID processing fee of ${usd(f.idVerificationFeeCents)}, and standalone credit repair costs ${usd(f.creditRepairUnverifiedSurchargeCents)} more.`,
      `Pay in full, or start with a ${f.depositPercent}% deposit and pay the balance before document preparation begins.`,
      `Cancel within ${hourCount(f.refundWindowHours)} of payment for a full refund if no work has started; otherwise payments are non-refundable.`,
      'Standalone credit repair is charged only after the services are fully performed, and you may cancel within 3 business days of signing, as the Credit Repair Organizations Act requires.',
    ],
    disclaimer: shortDisclaimer(f),
  }
}

/** /federal-restoration. */
export function federalRestorationPage(f: ContentFigures): ServicePage {
  const p = f.packages.federal
  return {
    path: '/federal-restoration',
    title: 'Federal Firearm Rights Restoration',
    description: `Documents for lifting the federal firearms bar after a conviction, ${usd(p.priceCents)} with VIP Credit Repair included free. Free eligibility check.`,
    heading: 'Federal Firearm Rights Restoration',
    intro:
      'Federal law bars anyone convicted of a crime punishable by more than a year in prison, or of a misdemeanor crime of domestic violence, from having firearms, even where state law allows it. Federal Restoration prepares the documents for the federal route your eligibility check identifies.',
    priceCents: p.priceCents,
    priceLines: priceLines(f, p),
    sections: [
      {
        id: 'routes',
        heading: 'How the federal bar can end',
        paragraphs: [
          'For a state conviction, the federal bar usually ends when the state that convicted you pardons the offense, expunges or sets aside the conviction, or fully restores your civil rights, with no firearm restriction left in place.',
          'For a federal conviction, the routes are a presidential pardon or relief from the Attorney General under 18 U.S.C. § 925(c).',
        ],
      },
      {
        id: 'relief-925c',
        heading: 'About § 925(c) relief',
        paragraphs: [
          'In 2025 the Department of Justice proposed rules to reopen § 925(c) relief through the Office of the Pardon Attorney. Until those rules take effect and applications open, no one can say how long a decision will take. If your route depends on § 925(c), your eligibility result says so; please weigh that before you buy.',
        ],
      },
      {
        id: 'timing',
        heading: 'How long it takes',
        paragraphs: [
          `We prepare your documents within ${TIMINGS.documentPreparation} once we have all your materials. Federal decisions typically take ${TIMINGS.typicalFederal} after submission, and the decision is always the government's.`,
        ],
      },
    ],
    included: [
      'Federal eligibility screening with the reasons and the law it relied on',
      'The application or petition documents for your federal route',
      ...RESTORATION_FEATURES,
      `VIP Credit Repair (${usd(f.vipCreditRepairValueCents)} value), free`,
    ],
    savingsCards: [],
    actions: [
      { label: 'Check Federal Eligibility', path: '/start/federal' },
      { label: 'View All Services and Pricing', path: '/pricing' },
    ],
    disclaimer: shortDisclaimer(f),
  }
}

/** /state-restoration. */
export function stateRestorationPage(f: ContentFigures): ServicePage {
  const p = f.packages.state
  return {
    path: '/state-restoration',
    title: 'State Firearm Rights Restoration',
    description: `Documents for your state's firearm rights restoration route, ${usd(p.priceCents)} with VIP Credit Repair included free. Free eligibility check.`,
    heading: 'State Firearm Rights Restoration',
    intro:
      "Each state decides under its own law who may have firearms and how rights come back: automatically after a waiting period in some states, and by court petition, pardon, expungement or set-aside in others. State Restoration prepares the documents for your state's route.",
    priceCents: p.priceCents,
    priceLines: priceLines(f, p),
    sections: [
      {
        id: 'federal-effect',
        heading: 'State relief and the federal bar',
        paragraphs: [
          'When your conviction is from a state court, state relief is usually also how the federal bar is lifted, provided it is a pardon, expungement, set-aside or full restoration of civil rights with no firearm restriction left. Some state remedies restore state rights only; your eligibility result tells you which kind yours is.',
        ],
      },
      {
        id: 'timing',
        heading: 'How long it takes',
        paragraphs: [
          `We prepare your documents within ${TIMINGS.documentPreparation} once we have all your materials. State decisions typically take ${TIMINGS.typicalState} after submission; a few routes are faster, sometimes about 30 days, and routes with a hearing take longer.`,
        ],
      },
    ],
    included: [
      'State eligibility screening with the reasons and the law it relied on',
      "The petition or application documents for your state's route",
      ...RESTORATION_FEATURES,
      `VIP Credit Repair (${usd(f.vipCreditRepairValueCents)} value), free`,
    ],
    savingsCards: [],
    actions: [
      { label: 'Check State Eligibility', path: '/start/state' },
      { label: 'View All Services and Pricing', path: '/pricing' },
    ],
    disclaimer: shortDisclaimer(f),
  }
}

/** /complete-bundle: federal plus state, with the savings computed from the catalog. */
export function completeBundlePage(f: ContentFigures): ServicePage {
  const { state, federal, bundle } = f.packages
  return {
    path: '/complete-bundle',
    title: 'Complete Bundle: Federal and State Restoration',
    description: `Federal and state firearm rights restoration together for ${usd(bundle.priceCents)}, saving ${usd(f.bundleSavingsCents)}, with VIP Credit Repair included free.`,
    heading: 'Complete Bundle: Federal and State Restoration',
    intro:
      'The federal and the state prohibition are separate, and many people need relief from both. The Complete Bundle prepares the documents for both routes in one case, for less than buying them separately.',
    priceCents: bundle.priceCents,
    priceLines: priceLines(f, bundle),
    sections: [
      {
        id: 'why-both',
        heading: 'Why both',
        paragraphs: [
          'Lifting the state prohibition does not always lift the federal one, and the reverse. The bundle covers both from one eligibility check, one set of uploads and one case page.',
        ],
      },
    ],
    included: [
      'Everything in Federal Restoration',
      'Everything in State Restoration',
      'One case, one set of uploads, one status page',
      `VIP Credit Repair (${usd(f.vipCreditRepairValueCents)} value), free`,
    ],
    savingsCards: [
      { label: 'Federal Restoration', value: usd(federal.priceCents) },
      { label: 'State Restoration', value: usd(state.priceCents) },
      { label: 'Bought separately', value: usd(federal.priceCents + state.priceCents) },
      { label: 'Complete Bundle', value: usd(bundle.priceCents) },
      { label: 'You save', value: usd(f.bundleSavingsCents) },
    ],
    actions: [
      { label: 'Start Complete Bundle', path: '/start/federal?bundle=true' },
      { label: 'Questions? Contact Us', path: '/contact' },
    ],
    disclaimer: shortDisclaimer(f),
  }
}

/** /document-review. */
export function documentReviewPage(f: ContentFigures): DocumentReviewPage {
  return {
    path: '/document-review',
    title: 'Document Review',
    description: `Prepared your own restoration application or petition? We check it for completeness and consistency within ${TIMINGS.documentReviewTurnaround}.`,
    heading: 'Document Review',
    intro: `Already prepared your own application or petition? We review it for completeness and consistency and tell you what is missing, within ${TIMINGS.documentReviewTurnaround}.`,
    turnaround: `${TIMINGS.documentReviewTurnaround} turnaround once we have your documents`,
    steps: [
      {
        number: 1,
        title: 'Request a review',
        text: 'Tell us through the contact form which documents you want reviewed and for which state or federal route.',
      },
      {
        number: 2,
        title: 'Send your documents',
        text: 'We reply with how to send them to us securely.',
      },
      {
        number: 3,
        title: 'We review them',
        text: 'We check your documents against the requirements of the route you named.',
      },
      {
        number: 4,
        title: 'Receive your findings',
        text: `Within ${TIMINGS.documentReviewTurnaround} you receive a written list of anything to complete or correct.`,
      },
    ],
    checks: [
      'The forms are the ones the office currently uses',
      'Every required field, signature and date is filled in',
      'Names, dates and case numbers agree across the documents',
      'The attachments the office asks for are included',
    ],
    disclaimer: `A document review checks completeness and consistency. It is not legal advice: we do not tell you whether to file or judge your chances. ${shortDisclaimer(f)}`,
    actions: [
      { label: 'Request Document Review', path: '/contact' },
      { label: 'Learn More', path: '/help' },
    ],
  }
}

/** /case-status: the portal login, the typical timeline and the help links. */
export function caseStatusPage(f: ContentFigures): CaseStatusPage {
  return {
    path: '/case-status',
    title: 'Check Case Status',
    description:
      'Follow your restoration case in the client portal, and see how long each stage of a typical case takes.',
    heading: 'Check Case Status',
    intro: `Sign in to the client portal to see your case's current stage, what we still need from you and its full history. We e-mail you at every change, and ${f.company.supportEmail} answers within ${TIMINGS.contactReply}.`,
    portalLogin: { label: 'Client Portal Login', path: '/dashboard' },
    timelineHeading: 'Typical timeline',
    timeline: TYPICAL_TIMELINE.map((row) => ({ ...row })),
    timelineNote: `These are typical durations, not promises: government processing depends on the office. As a rough guide, state restoration takes ${TIMINGS.typicalState} and federal relief ${TIMINGS.typicalFederal} after submission.`,
    links: [
      { label: 'Contact Us', path: '/contact' },
      { label: 'Help Center', path: '/help' },
      { label: 'Start Federal Eligibility Check', path: '/start/federal' },
    ],
  }
}
