import { affiliateTopics } from './affiliate.ts'
import { faqEntries } from './faq.ts'
import type { ContentFigures } from './figures.ts'
import { hourCount, usd } from './format.ts'
import { helpTopics } from './help.ts'
import { legalDisclaimer, privacyPolicy, termsOfService, type LegalPage } from './legal.ts'
import {
  caseStatusPage,
  completeBundlePage,
  documentReviewPage,
  federalRestorationPage,
  pricingPage,
  stateRestorationPage,
  type ServicePage,
} from './pages.ts'

/**
 * One piece of the knowledge base the assistants answer from. `text` holds paragraphs separated
 * by a blank line; the index splits it into passages there.
 */
export type KnowledgeDocument = {
  id: string
  title: string
  /** The public page it lives on, with an anchor where there is one: '/faq#timeline'. */
  path: string
  text: string
  /** Who it is for: customers (help and chat), affiliates, or both. */
  audience: 'customer' | 'affiliate' | 'everyone'
  /** FAQ entries answer the questions people actually ask, so the index favours them a little. */
  kind: 'faq' | 'page' | 'policy' | 'affiliate'
}

const paragraphs = (...items: string[]) => items.filter(Boolean).join('\n\n')

function legalDocuments(page: LegalPage): KnowledgeDocument[] {
  return page.sections.map((section) => ({
    id: `${page.path.slice(1)}-${section.id}`,
    title: `${page.title}: ${section.heading}`,
    path: `${page.path}#${section.id}`,
    text: paragraphs(...section.paragraphs),
    audience: 'customer',
    kind: 'policy',
  }))
}

function servicePageDocument(page: ServicePage): KnowledgeDocument {
  return {
    id: page.path.slice(1),
    title: page.title,
    path: page.path,
    text: paragraphs(
      page.intro,
      page.priceLines.map((line) => `${line.label}: ${line.value}.`).join(' '),
      ...page.sections.map((section) => section.paragraphs.join(' ')),
      `Included: ${page.included.join('; ')}.`,
      page.savingsCards.length
        ? `Savings: ${page.savingsCards.map((card) => `${card.label} ${card.value}`).join('; ')}.`
        : '',
    ),
    audience: 'everyone',
    kind: 'page',
  }
}

/**
 * The knowledge base: FAQ, prices, service pages, help topics, policies and the affiliate terms,
 * each with the page it lives on, every figure taken from `f`.
 */
export function knowledgeDocuments(f: ContentFigures): KnowledgeDocument[] {
  const pricing = pricingPage(f)
  const { state, federal, bundle } = f.packages
  const review = documentReviewPage(f)
  const status = caseStatusPage(f)
  return [
    ...faqEntries(f).map((entry): KnowledgeDocument => ({
      id: `faq-${entry.id}`,
      title: `FAQ: ${entry.question}`,
      path: `/faq#${entry.id}`,
      text: entry.answer,
      audience: 'everyone',
      kind: 'faq',
    })),
    {
      id: 'pricing',
      title: 'Services and Pricing',
      path: '/pricing',
      text: paragraphs(
        `Prices of the restoration packages, each with VIP Credit Repair included free (a ${usd(f.vipCreditRepairValueCents)} value): State Restoration ${usd(state.priceCents)}, Federal Restoration ${usd(federal.priceCents)}, Complete Bundle ${usd(bundle.priceCents)}, which saves ${usd(f.bundleSavingsCents)} against buying federal and state separately. These prices are with verified ID; without it, the non-refundable manual ID processing fee of ${usd(f.idVerificationFeeCents)} is added.`,
        pricing.creditRepair.length
          ? `Standalone credit repair prices: ${pricing.creditRepair
              .map((card) => `${card.name} ${card.priceLabel} (${card.unverifiedLabel})`)
              .join(', ')}. Credit repair is charged only after the services are fully performed.`
          : '',
        `Payment: pay by card in full, or start with a ${f.depositPercent}% deposit and pay the balance before document preparation begins. Easy Payments estimate: ${usd(federal.monthlyEstimateCents)} a month over ${f.easyPaymentsMonths} months for Federal Restoration. Refunds: cancel within ${hourCount(f.refundWindowHours)} of payment for a full refund if no work has started.`,
      ),
      audience: 'everyone',
      kind: 'page',
    },
    servicePageDocument(federalRestorationPage(f)),
    servicePageDocument(stateRestorationPage(f)),
    servicePageDocument(completeBundlePage(f)),
    {
      id: 'document-review',
      title: review.title,
      path: review.path,
      text: paragraphs(
        review.intro,
        review.steps.map((step) => `${step.number}. ${step.title}: ${step.text}`).join(' '),
        `What we check: ${review.checks.join('; ')}.`,
        review.disclaimer,
      ),
      audience: 'customer',
      kind: 'page',
    },
    {
      id: 'case-status',
      title: status.title,
      path: status.path,
      text: paragraphs(
        status.intro,
        `${status.timelineHeading} of a case: ${status.timeline
          .map((row) => `${row.step}, ${row.duration}`)
          .join('; ')}. ${status.timelineNote}`,
      ),
      audience: 'customer',
      kind: 'page',
    },
    ...helpTopics(f).map((topic): KnowledgeDocument => ({
      id: `help-${topic.id}`,
      title: `Help: ${topic.title}`,
      path: `/help#${topic.id}`,
      text: paragraphs(...topic.paragraphs),
      audience: 'customer',
      kind: 'page',
    })),
    ...legalDocuments(privacyPolicy(f)),
    ...legalDocuments(termsOfService(f)),
    ...legalDocuments(legalDisclaimer(f)),
    ...affiliateTopics(f).map((topic): KnowledgeDocument => ({
      id: `affiliate-${topic.id}`,
      title: `Affiliate Program: ${topic.title}`,
      path: topic.path,
      text: paragraphs(...topic.paragraphs),
      audience: 'affiliate',
      kind: 'affiliate',
    })),
  ]
}
