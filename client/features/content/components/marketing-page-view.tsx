import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import type { ContentFigures } from '#shared/content/figures.ts'
import type {
  CaseStatusPage,
  DocumentReviewPage,
  Link,
  PriceLine,
  PricingPage,
  ServicePage,
} from '#shared/content/pages.ts'
import { formatUsd } from '#shared/domain/money.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { cn } from '#client/lib/cn.ts'
import { ContentFiguresGate } from './content-figures-gate.tsx'
import { CheckList, PricingCardList } from './pricing-card.tsx'
import { StepCards } from './step-cards.tsx'

type PageOf<T> = (figures: ContentFigures) => T

/** The frame every marketing page shares: a navy hero with the one h1, then the body. */
function MarketingArticle({
  heading,
  intro,
  children,
}: {
  heading: string
  intro: string
  children: ReactNode
}) {
  return (
    <article className="w-full">
      <header className="bg-navy-900 text-white">
        <div className="mx-auto grid w-full max-w-6xl gap-4 px-4 py-12 sm:py-16">
          <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-4xl">{heading}</h1>
          <p className="max-w-3xl text-lg text-navy-100">{intro}</p>
        </div>
      </header>
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-10 sm:py-14">{children}</div>
    </article>
  )
}

function ActionLinks({ actions, className }: { actions: Link[]; className?: string }) {
  return (
    <div className={cn('flex flex-col gap-3 sm:flex-row sm:flex-wrap', className)}>
      {actions.map((action, i) => (
        <Button key={action.path} asChild variant={i === 0 ? 'accent' : 'outline'} size="lg">
          <RouterLink to={action.path}>{action.label}</RouterLink>
        </Button>
      ))}
    </div>
  )
}

function Disclaimer({ text }: { text: string }) {
  return <p className="rounded-lg bg-navy-50 p-4 text-sm text-navy-800 ring-1 ring-navy-100">{text}</p>
}

function PriceLines({ lines }: { lines: PriceLine[] }) {
  return (
    <dl className="grid gap-3">
      {lines.map((line) => (
        <div key={line.label} className="grid gap-0.5">
          <dt className="text-sm text-navy-700">{line.label}</dt>
          <dd className="font-semibold break-words text-navy-950">{line.value}</dd>
        </div>
      ))}
    </dl>
  )
}

function headingId(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-')
}

function PricingView({ content }: { content: PricingPage }) {
  const groups = [
    { heading: 'Firearm Rights Restoration', cards: content.restoration },
    { heading: 'Credit Repair', cards: content.creditRepair },
  ].filter((group) => group.cards.length > 0)
  return (
    <MarketingArticle heading={content.title} intro={content.intro}>
      {groups.map((group) => (
        <section key={group.heading} aria-labelledby={headingId(group.heading)} className="grid gap-5">
          <h2 id={headingId(group.heading)} className="text-2xl font-semibold text-navy-950">
            {group.heading}
          </h2>
          <PricingCardList cards={group.cards} className="md:grid-cols-3" />
        </section>
      ))}
      <section aria-labelledby="pricing-notes" className="grid gap-3">
        <h2 id="pricing-notes" className="text-2xl font-semibold text-navy-950">
          Good to know
        </h2>
        <ul className="grid list-disc gap-2 pl-5 text-navy-800">
          {content.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </section>
      <Disclaimer text={content.disclaimer} />
    </MarketingArticle>
  )
}

function ServiceView({ content }: { content: ServicePage }) {
  return (
    <MarketingArticle heading={content.heading} intro={content.intro}>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid content-start gap-8">
          {content.sections.map((section) => (
            <section key={section.id} aria-labelledby={`${section.id}-heading`} className="grid gap-3">
              <h2 id={`${section.id}-heading`} className="text-2xl font-semibold text-navy-950">
                {section.heading}
              </h2>
              {section.paragraphs.map((paragraph, i) => (
                <p key={i} className="break-words text-navy-800">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
          <section aria-labelledby="included-heading" className="grid gap-3">
            <h2 id="included-heading" className="text-2xl font-semibold text-navy-950">
              What is included
            </h2>
            <CheckList items={content.included} />
          </section>
        </div>
        <Card aria-labelledby="price-heading" role="group" className="grid content-start gap-4">
          <h2 id="price-heading" className="text-lg font-semibold text-navy-950">
            Price
          </h2>
          <p className="text-4xl font-bold text-navy-950">{formatUsd(content.priceCents)}</p>
          <PriceLines lines={content.priceLines.slice(1)} />
        </Card>
      </div>
      {content.savingsCards.length > 0 ? (
        <section aria-labelledby="savings-heading" className="grid gap-5">
          <h2 id="savings-heading" className="text-2xl font-semibold text-navy-950">
            Your savings
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            {content.savingsCards.map((card, i) => {
              const isLast = i === content.savingsCards.length - 1
              return (
                <li key={card.label}>
                  <Card className={cn('grid h-full gap-1', isLast && 'bg-green-50 ring-green-200')}>
                    <span className="text-sm text-navy-700">{card.label}</span>
                    <span className={cn('text-2xl font-bold', isLast ? 'text-green-800' : 'text-navy-950')}>
                      {card.value}
                    </span>
                  </Card>
                </li>
              )
            })}
          </ul>
        </section>
      ) : null}
      <ActionLinks actions={content.actions} />
      <Disclaimer text={content.disclaimer} />
    </MarketingArticle>
  )
}

function DocumentReviewView({ content }: { content: DocumentReviewPage }) {
  return (
    <MarketingArticle heading={content.heading} intro={content.intro}>
      <p className="justify-self-start">
        <Badge variant="blue" className="text-sm whitespace-normal">
          {content.turnaround}
        </Badge>
      </p>
      <section aria-labelledby="steps-heading" className="grid gap-5">
        <h2 id="steps-heading" className="text-2xl font-semibold text-navy-950">
          How it works
        </h2>
        <StepCards steps={content.steps} />
      </section>
      <section aria-labelledby="checks-heading" className="grid gap-3">
        <h2 id="checks-heading" className="text-2xl font-semibold text-navy-950">
          What we check
        </h2>
        <CheckList items={content.checks} />
      </section>
      <Disclaimer text={content.disclaimer} />
      <ActionLinks actions={content.actions} />
    </MarketingArticle>
  )
}

function CaseStatusView({ content }: { content: CaseStatusPage }) {
  return (
    <MarketingArticle heading={content.heading} intro={content.intro}>
      <Button asChild variant="accent" size="lg" className="justify-self-start">
        <RouterLink to={content.portalLogin.path}>{content.portalLogin.label}</RouterLink>
      </Button>
      <section aria-labelledby="timeline-heading" className="grid gap-5">
        <h2 id="timeline-heading" className="text-2xl font-semibold text-navy-950">
          {content.timelineHeading}
        </h2>
        <ol className="grid gap-4">
          {content.timeline.map((row) => (
            <li key={row.id}>
              <Card className="grid gap-2 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-6">
                <div className="grid content-start gap-1">
                  <h3 className="text-lg font-semibold text-navy-950">{row.step}</h3>
                  <p className="text-sm font-semibold text-navy-700">{row.duration}</p>
                </div>
                <p className="text-navy-800">{row.description}</p>
              </Card>
            </li>
          ))}
        </ol>
        <p className="text-sm text-navy-700">{content.timelineNote}</p>
      </section>
      <nav aria-label="More help">
        <ul className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {content.links.map((link) => (
            <li key={link.path}>
              <Button asChild variant="outline" className="w-full sm:w-auto">
                <RouterLink to={link.path}>{link.label}</RouterLink>
              </Button>
            </li>
          ))}
        </ul>
      </nav>
    </MarketingArticle>
  )
}

export function PricingPageView({ page }: { page: PageOf<PricingPage> }) {
  return <ContentFiguresGate>{(f) => <PricingView content={page(f)} />}</ContentFiguresGate>
}

export function ServicePageView({ page }: { page: PageOf<ServicePage> }) {
  return <ContentFiguresGate>{(f) => <ServiceView content={page(f)} />}</ContentFiguresGate>
}

export function DocumentReviewPageView({ page }: { page: PageOf<DocumentReviewPage> }) {
  return <ContentFiguresGate>{(f) => <DocumentReviewView content={page(f)} />}</ContentFiguresGate>
}

export function CaseStatusPageView({ page }: { page: PageOf<CaseStatusPage> }) {
  return <ContentFiguresGate>{(f) => <CaseStatusView content={page(f)} />}</ContentFiguresGate>
}
