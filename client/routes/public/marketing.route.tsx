import {
  caseStatusPage,
  completeBundlePage,
  documentReviewPage,
  federalRestorationPage,
  pricingPage,
  stateRestorationPage,
} from '#shared/content/pages.ts'
import {
  CaseStatusPageView,
  DocumentReviewPageView,
  PricingPageView,
  ServicePageView,
} from '#client/features/content/components/marketing-page-view.tsx'

export function PricingRoute() {
  return <PricingPageView page={pricingPage} />
}

export function FederalRestorationRoute() {
  return <ServicePageView page={federalRestorationPage} />
}

export function StateRestorationRoute() {
  return <ServicePageView page={stateRestorationPage} />
}

export function CompleteBundleRoute() {
  return <ServicePageView page={completeBundlePage} />
}

export function DocumentReviewRoute() {
  return <DocumentReviewPageView page={documentReviewPage} />
}

export function CaseStatusRoute() {
  return <CaseStatusPageView page={caseStatusPage} />
}
