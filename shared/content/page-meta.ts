import {
  affiliateGuidelinesPage,
  affiliatePortalPage,
  affiliateTermsPage,
  affiliateTrainingPage,
} from './affiliate-pages.ts'
import type { ContentFigures } from './figures.ts'
import { percent, usd } from './format.ts'
import { fullTerms, LEGAL_PAGES_UPDATED_ON, legalDisclaimer, privacyPolicy, termsOfService } from './legal.ts'
import {
  caseStatusPage,
  completeBundlePage,
  documentReviewPage,
  federalRestorationPage,
  pricingPage,
  stateRestorationPage,
} from './pages.ts'
import { TIMINGS } from './policies.ts'

/** What search engines and link previews show for a page: its title and meta description. */
export type PageMeta = { title: string; description: string }

// The pages whose copy lives in another content module take their title and description from it;
// the others are written here. Every price is read from the figures.
const META: Record<string, (f: ContentFigures) => PageMeta> = {
  '/': (f) => ({
    title: 'Restore Your Federal Gun Rights',
    description: `Check your eligibility free online, then get your federal or state firearm rights restoration documents prepared: federal ${usd(f.packages.federal.priceCents)}, state ${usd(f.packages.state.priceCents)}, both ${usd(f.packages.bundle.priceCents)}, with VIP Credit Repair included. A document-preparation service, not a law firm.`,
  }),
  '/pricing': pick(pricingPage),
  '/federal-restoration': pick(federalRestorationPage),
  '/state-restoration': pick(stateRestorationPage),
  '/complete-bundle': pick(completeBundlePage),
  '/document-review': pick(documentReviewPage),
  '/case-status': pick(caseStatusPage),
  '/privacy-policy': pick(privacyPolicy),
  '/terms-of-service': pick(termsOfService),
  '/disclaimer': pick(legalDisclaimer),
  '/legal': pick(fullTerms),
  '/affiliate-terms': pick(affiliateTermsPage),
  '/affiliate-training': pick(affiliateTrainingPage),
  '/affiliate-guidelines': pick(affiliateGuidelinesPage),
  '/affiliate-portal': pick(affiliatePortalPage),
  '/help': () => ({
    title: 'Help and Support',
    description:
      'Answers about firearm rights restoration: eligibility, documents, fingerprints, timelines, refunds and payment. Search the FAQ or contact our support team.',
  }),
  '/faq': () => ({
    title: 'FAQ',
    description:
      'Frequently asked questions about restoring federal and state firearm rights: how long it takes, what documents you need, refunds, payment and case status.',
  }),
  '/contact': (f) => ({
    title: 'Contact Us',
    description: `Questions about your case or our services? Send ${f.company.name} a message, ${f.company.supportPhone ? 'e-mail or call us' : 'or e-mail us'}; we reply within ${TIMINGS.contactReply}.`,
  }),
  '/affiliate': (f) => ({
    title: 'Affiliate Program',
    description: `Join the ${f.company.name} affiliate program: earn ${percent(f.affiliate.commissionBps)} commission on every restoration package your referrals buy, with a ${f.affiliate.cookieDays}-day tracking cookie and weekly payouts.`,
  }),
  '/news': () => ({
    title: 'Gun Rights News & Updates',
    description:
      'The latest articles and videos on firearm rights restoration, relief from disabilities and changes in federal and state gun laws.',
  }),
  '/start/federal': () => ({
    title: 'Check your eligibility',
    description:
      'A free, guided check of whether your federal firearm rights can be restored, with the statutes and rules it applied. Takes a few minutes.',
  }),
  '/start/state': () => ({
    title: 'Check your state eligibility',
    description:
      "A free, guided check of whether your state firearm rights can be restored under your state's law, with the citations it relied on.",
  }),
}

function pick(page: (f: ContentFigures) => PageMeta): (f: ContentFigures) => PageMeta {
  return (f) => {
    const { title, description } = page(f)
    return { title, description }
  }
}

/** The title and description of an indexable page, or null for a page search engines should skip. */
export function pageMeta(path: string, f: ContentFigures): PageMeta | null {
  return META[path]?.(f) ?? null
}

/** The paths that have written metadata (the test checks every indexable page is among them). */
export const PAGES_WITH_META = Object.keys(META)

/** The day the wording of the marketing and help pages last changed; bump it when editing them. */
export const PAGE_COPY_UPDATED_ON = '2026-11-21'

const LEGAL_PATHS = new Set(['/privacy-policy', '/terms-of-service', '/disclaimer', '/legal'])

/** The day a page's own wording last changed (its figures change with the catalog, separately). */
export function copyUpdatedOn(path: string): string {
  return LEGAL_PATHS.has(path) ? LEGAL_PAGES_UPDATED_ON : PAGE_COPY_UPDATED_ON
}
