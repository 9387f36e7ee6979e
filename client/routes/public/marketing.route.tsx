import {
  caseStatusPage,
  completeBundlePage,
  documentReviewPage,
  federalRestorationPage,
  pricingPage,
  stateRestorationPage,
} from '#shared/content/pages.ts'
import { AiChatWidget } from '#client/features/assistants/components/ai-chat-widget.tsx'
import { useContentFigures } from '#client/features/content/content.queries.ts'
import {
  CaseStatusPageView,
  DocumentReviewPageView,
  PricingPageView,
  ServicePageView,
} from '#client/features/content/components/marketing-page-view.tsx'

export function PricingRoute() {
  const { data: figures } = useContentFigures()
  return (
    <>
      <PricingPageView page={pricingPage} />
      <AiChatWidget figures={figures} />
    </>
  )
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
