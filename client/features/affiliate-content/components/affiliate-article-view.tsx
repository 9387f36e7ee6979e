import type { AffiliateGuidelinesPage, AffiliateTermsPage } from '#shared/content/affiliate-pages.ts'
import { PageHero } from '#client/components/layout/page-hero.tsx'
import { OnThisPage } from '#client/components/ui/on-this-page.tsx'
import { AffiliateSectionView, Disclaimer, LinkRow, SectionFrame } from './affiliate-sections.tsx'

/** The terms and the posting guidelines: hero, contents, the sections, then the other affiliate pages. */
export function AffiliateArticleView({ content }: { content: AffiliateTermsPage | AffiliateGuidelinesPage }) {
  return (
    <article className="w-full">
      <PageHero heading={content.title} intro={content.intro} />
      <div className="mx-auto grid w-full max-w-3xl gap-10 px-4 py-10 sm:py-14">
        <OnThisPage sections={content.sections} listClassName="sm:grid-cols-2" />
        {content.sections.map((section) => (
          <AffiliateSectionView key={section.id} section={section} />
        ))}
        {content.disclaimer ? <Disclaimer text={content.disclaimer} /> : null}
        <SectionFrame id="more" heading="More for affiliates">
          <LinkRow links={content.links} />
        </SectionFrame>
      </div>
    </article>
  )
}
