import { ArrowRight } from 'lucide-react'
import { Suspense } from 'react'
import { Link } from 'react-router'
import { AffiliatePreview } from '#client/features/landing/components/affiliate-preview.tsx'
import { LandingSection } from '#client/features/landing/components/landing-section.tsx'
import { LandingSkeleton } from '#client/features/landing/components/landing-skeleton.tsx'
import { VipBanner } from '#client/features/landing/components/vip-banner.tsx'
import { landingContent, type LandingContent } from '#client/features/landing/landing-content.ts'
import type { ContentFigures } from '#shared/content/figures.ts'
import { HelpWidget } from '#client/features/assistants/components/help-widget.tsx'
import { useCurrentUser } from '#client/features/auth/auth.queries.ts'
import { ContentFiguresGate } from '#client/features/content/components/content-figures-gate.tsx'
import { useContentFigures } from '#client/features/content/content.queries.ts'
import { LeadChatWidget } from '#client/features/leads/components/lead-chat-widget.tsx'
import { NewsWidget } from '#client/features/news/components/news-widget.tsx'
import { PricingCardList } from '#client/features/content/components/pricing-card.tsx'
import { StepCards } from '#client/features/content/components/step-cards.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { pagePaths, plannedPaths } from '#client/lib/paths.ts'

/** The landing page: the hero at once, then the sections drawn from the catalog figures. */
export function HomeRoute() {
  const { data: figures } = useContentFigures()
  const isAdmin = useCurrentUser().data?.role === 'ADMIN'
  // Each Suspense boundary is hydrated as a unit of its own, so the browser can answer input between
  // them instead of hydrating the long page in one long task (nothing here suspends).
  return (
    <>
      <Hero />
      <Suspense>
        <ContentFiguresGate fallback={<LandingSkeleton />}>
          {(loaded) => <LandingSections content={landingContent(loaded)} figures={loaded} />}
        </ContentFiguresGate>
      </Suspense>
      <Suspense>
        <NewsWidget canOpenSource={isAdmin} />
      </Suspense>
      <LeadChatWidget figures={figures} />
    </>
  )
}

// The page's largest paint: it needs no data, so it never waits for the figures.
function Hero() {
  return (
    <section aria-labelledby="hero-title" className="flex grow items-center bg-navy-900 text-white">
      <div className="mx-auto w-full max-w-6xl px-4 py-20 sm:py-28">
        <h1
          id="hero-title"
          className="max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
        >
          Restore Your Federal Gun Rights
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-navy-100 sm:text-xl">
          Online document preparation for people with past convictions: check your eligibility, get your
          petition prepared, and follow your case until it is submitted.
        </p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Button asChild variant="accent" size="lg">
            <Link to={pagePaths.startFederal}>
              Start My Federal Case
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild variant="outline-inverse" size="lg">
            <Link to={plannedPaths.pricing}>View All Services &amp; Pricing</Link>
          </Button>
        </div>
      </div>
    </section>
  )
}

function LandingSections({ content, figures }: { content: LandingContent; figures: ContentFigures }) {
  const { pricing, steps } = content
  return (
    <>
      <VipBanner banner={content.vipBanner} />
      <Suspense>
        <LandingSection
          id="pricing"
          eyebrow={pricing.eyebrow}
          heading={pricing.heading}
          intro={pricing.intro}
        >
          <PricingCardList cards={pricing.cards} className="sm:grid-cols-2 xl:grid-cols-4" />
        </LandingSection>
      </Suspense>
      <Suspense>
        <LandingSection
          id="how-it-works"
          eyebrow={steps.eyebrow}
          heading={steps.heading}
          intro={steps.intro}
          isMuted
        >
          <StepCards steps={steps.items} />
        </LandingSection>
      </Suspense>
      <Suspense>
        <section aria-label="Help" className="py-16 sm:py-20">
          <div className="mx-auto w-full max-w-3xl px-4">
            <HelpWidget figures={figures} />
          </div>
        </section>
      </Suspense>
      <Suspense>
        <AffiliatePreview affiliate={content.affiliate} />
      </Suspense>
    </>
  )
}
