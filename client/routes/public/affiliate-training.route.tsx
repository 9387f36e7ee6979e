import { affiliateTrainingPage } from '#shared/content/affiliate-pages.ts'
import { AffiliateTrainingView } from '#client/features/affiliate-content/components/affiliate-training-view.tsx'
import { ContentFiguresGate } from '#client/features/content/components/content-figures-gate.tsx'

export function AffiliateTrainingRoute() {
  return (
    <ContentFiguresGate>
      {(figures) => <AffiliateTrainingView content={affiliateTrainingPage(figures)} />}
    </ContentFiguresGate>
  )
}
