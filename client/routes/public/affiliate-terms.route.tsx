import { affiliateTermsPage } from '#shared/content/affiliate-pages.ts'
import { AffiliateArticleView } from '#client/features/affiliate-content/components/affiliate-article-view.tsx'
import { ContentFiguresGate } from '#client/features/content/components/content-figures-gate.tsx'

export function AffiliateTermsRoute() {
  return (
    <ContentFiguresGate>
      {(figures) => <AffiliateArticleView content={affiliateTermsPage(figures)} />}
    </ContentFiguresGate>
  )
}
