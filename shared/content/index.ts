// The product's own words: FAQ, legal pages, help texts and page copy, each a function of the
// figures from the catalog and settings. Pages render them and the assistants index them.
import { affiliateTopics } from './affiliate.ts'
import { affiliatePages } from './affiliate-pages.ts'
import { assistantWelcome, QUICK_QUESTIONS } from './assistants.ts'
import { faqEntries } from './faq.ts'
import type { ContentFigures } from './figures.ts'
import { helpPage } from './help.ts'
import { fullTerms, legalDisclaimer, privacyPolicy, termsOfService } from './legal.ts'
import { knowledgeDocuments } from './knowledge.ts'
import {
  caseStatusPage,
  completeBundlePage,
  documentReviewPage,
  federalRestorationPage,
  pricingPage,
  stateRestorationPage,
} from './pages.ts'

export {
  ContentFiguresSchema,
  contentFigures,
  IncompleteCatalogError,
  PackageFigureSchema,
  timeZoneLabel,
  type CatalogProduct,
  type ContentFigures,
  type PackageFigure,
} from './figures.ts'
export { FAQ_CATEGORIES, faqEntries, type FaqCategory, type FaqEntry } from './faq.ts'
export {
  fullTerms,
  LEGAL_PAGES_UPDATED_ON,
  legalDisclaimer,
  privacyPolicy,
  termsOfService,
  type LegalPage,
  type LegalSection,
} from './legal.ts'
export {
  helpPage,
  formatSupportHours,
  helpTopics,
  howItWorksSteps,
  supportHours,
  type HelpPage,
  type HelpTopic,
  type HowItWorksStep,
  type SupportHours,
} from './help.ts'
export {
  caseStatusPage,
  completeBundlePage,
  documentReviewPage,
  federalRestorationPage,
  pricingPage,
  shortDisclaimer,
  stateRestorationPage,
  type CaseStatusPage,
  type ContentSection,
  type DocumentReviewPage,
  type Link,
  type PriceLine,
  type PricingCard,
  type PricingPackageId,
  type PricingPage,
  type ServicePage,
} from './pages.ts'
export { affiliateTopics, payoutSchedule, POSTING_RULES, type AffiliateTopic } from './affiliate.ts'
export {
  AFFILIATE_HASHTAGS,
  AFFILIATE_PAGE_PATHS,
  affiliateGuidelinesPage,
  affiliatePages,
  affiliatePortalPage,
  affiliateTermsPage,
  affiliateTrainingPage,
  sampleScripts,
  type AffiliateGuidelinesPage,
  type AffiliatePortalPage,
  type AffiliateSection,
  type AffiliateTermsPage,
  type AffiliateTrainingPage,
  type SampleScript,
} from './affiliate-pages.ts'
export {
  assistantWelcome,
  ELIGIBILITY_CHECK_SOURCE,
  legalAdviceAnswer,
  noMatchAnswer,
  QUICK_QUESTIONS,
  type AnswerSource,
  type AssistantAudience,
} from './assistants.ts'
export { knowledgeDocuments, type KnowledgeDocument } from './knowledge.ts'
export { TIMINGS, TYPICAL_TIMELINE, UPLOAD_RULES } from './policies.ts'

/** Every text of the content modules for one set of figures: what tests and prerendering walk. */
export function allContent(f: ContentFigures) {
  return {
    faq: faqEntries(f),
    privacyPolicy: privacyPolicy(f),
    termsOfService: termsOfService(f),
    legalDisclaimer: legalDisclaimer(f),
    fullTerms: fullTerms(f),
    help: helpPage(f),
    pricing: pricingPage(f),
    federalRestoration: federalRestorationPage(f),
    stateRestoration: stateRestorationPage(f),
    completeBundle: completeBundlePage(f),
    documentReview: documentReviewPage(f),
    caseStatus: caseStatusPage(f),
    affiliate: affiliateTopics(f),
    affiliatePages: affiliatePages(f),
    assistants: {
      welcome: {
        help: assistantWelcome('help', f),
        chat: assistantWelcome('chat', f),
        affiliate: assistantWelcome('affiliate', f),
      },
      quickQuestions: QUICK_QUESTIONS,
    },
    knowledge: knowledgeDocuments(f),
  }
}
