import { affiliatePortalPage } from '#shared/content/affiliate-pages.ts'
import { AffiliatePortalView } from '#client/features/affiliate-content/components/affiliate-portal-view.tsx'
import { ContentFiguresGate } from '#client/features/content/components/content-figures-gate.tsx'

export function AffiliatePortalRoute() {
  return (
    <ContentFiguresGate>
      {(figures) => <AffiliatePortalView content={affiliatePortalPage(figures)} />}
    </ContentFiguresGate>
  )
}
