import type { ContentFigures } from '#shared/content/figures.ts'
import type { LegalPage } from '#shared/content/legal.ts'
import { OnThisPage } from '#client/components/ui/on-this-page.tsx'
import { formatCalendarDate } from '#client/lib/dates.ts'
import { ContentFiguresGate } from './content-figures-gate.tsx'

/** A legal page (privacy, terms, disclaimer, full terms) rendered from the shared content module. */
export function LegalPageView({ page }: { page: (figures: ContentFigures) => LegalPage }) {
  return <ContentFiguresGate>{(figures) => <LegalArticle content={page(figures)} />}</ContentFiguresGate>
}

function LegalArticle({ content }: { content: LegalPage }) {
  return (
    <article className="mx-auto grid w-full max-w-3xl gap-8 px-4 py-10 sm:py-14">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold text-navy-950 sm:text-4xl">{content.title}</h1>
        <p className="text-sm text-navy-700">Last updated {formatCalendarDate(content.updatedOn)}</p>
      </header>
      <OnThisPage sections={content.sections} />
      {content.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className="grid gap-3"
        >
          <h2 id={`${section.id}-heading`} className="text-xl font-semibold text-navy-950">
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph, i) => (
            <p key={i} className="whitespace-pre-line break-words text-navy-800">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  )
}
