import { Link } from 'react-router'
import type { ContentFigures } from '#shared/content/figures.ts'
import { faqEntries } from '#shared/content/faq.ts'
import { helpPage } from '#shared/content/help.ts'
import { PageHero } from '#client/components/layout/page-hero.tsx'
import { pagePaths } from '#client/lib/paths.ts'
import { useScrollToFragment } from '../use-scroll-to-fragment.ts'
import { FAQ_HEADING, FaqBrowser } from './faq-browser.tsx'
import { StillNeedHelp } from './still-need-help.tsx'

/** /help: the searchable FAQ, the Still Need Help panel and the help topics. */
export function HelpPageView({ figures, onLiveChat }: { figures: ContentFigures; onLiveChat: () => void }) {
  const content = helpPage(figures)
  useScrollToFragment()
  return (
    <article className="w-full">
      <PageHero heading={content.title} intro={content.intro} />
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="faq-heading" className="grid min-w-0 content-start gap-5">
          <h2 id="faq-heading" className="text-2xl font-semibold text-navy-950">
            {FAQ_HEADING}
          </h2>
          <FaqBrowser entries={faqEntries(figures)} questionLevel={3} idPrefix="faq-" />
        </section>
        <div className="lg:sticky lg:top-6 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          <StillNeedHelp content={content.stillNeedHelp} onLiveChat={onLiveChat} />
        </div>
        <section aria-labelledby="topics-heading" className="grid min-w-0 content-start gap-8">
          <h2 id="topics-heading" className="text-2xl font-semibold text-navy-950">
            Help topics
          </h2>
          {content.topics.map((topic) => (
            <section
              key={topic.id}
              id={topic.id}
              aria-labelledby={`${topic.id}-heading`}
              className="grid scroll-mt-6 gap-3"
            >
              <h3 id={`${topic.id}-heading`} className="text-xl font-semibold text-navy-950">
                {topic.title}
              </h3>
              {topic.paragraphs.map((paragraph, i) => (
                <p key={i} className="break-words text-navy-800">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
        </section>
      </div>
    </article>
  )
}

/** /faq: the same FAQ on a page of its own, with the way on to more help. */
export function FaqPageView({ figures }: { figures: ContentFigures }) {
  useScrollToFragment()
  return (
    <article className="w-full">
      <PageHero
        heading={FAQ_HEADING}
        intro="Answers to the questions we are asked most often. Search them or browse by category."
      />
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-10 sm:py-14">
        <div className="grid max-w-4xl gap-10">
          <FaqBrowser entries={faqEntries(figures)} questionLevel={2} />
          <p className="rounded-lg bg-navy-50 p-4 text-navy-800 ring-1 ring-navy-100">
            Did not find your answer? Read more in{' '}
            <Link to={pagePaths.help} className="font-semibold text-navy-900 underline underline-offset-2">
              {helpPage(figures).title}
            </Link>{' '}
            or{' '}
            <Link to={pagePaths.contact} className="font-semibold text-navy-900 underline underline-offset-2">
              contact us
            </Link>
            .
          </p>
        </div>
      </div>
    </article>
  )
}
