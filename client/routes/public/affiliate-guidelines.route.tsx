import { affiliateGuidelinesPage } from '#shared/content/affiliate-pages.ts'
import { AffiliateArticleView } from '#client/features/affiliate-content/components/affiliate-article-view.tsx'
import { ContentFiguresGate } from '#client/features/content/components/content-figures-gate.tsx'

export function AffiliateGuidelinesRoute() {
  return (
    <ContentFiguresGate>
      {(figures) => <AffiliateArticleView content={affiliateGuidelinesPage(figures)} />}
    </ContentFiguresGate>
  )
}
