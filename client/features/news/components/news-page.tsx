import type { ReactNode } from 'react'
import { PageHero } from '#client/components/layout/page-hero.tsx'
import { cn } from '#client/lib/cn.ts'
import { entriesFromList, type NewsEntry } from '../news-entry.ts'
import { NEWS_TEXTS } from '../news-texts.ts'
import { useNewsList } from '../news.queries.ts'
import { useNewsModal } from '../use-news-modal.ts'
import { NewsCard } from './news-card.tsx'
import { NewsModal } from './news-modal.tsx'
import { NewsStatus } from './news-status.tsx'

type NewsPageProps = {
  /** True for admins (role ADMIN): each entry gets a button to its original source. */
  canOpenSource: boolean
}

/** The news page: up to 4 of our own posts and videos, 4 videos and 4 articles; each opens in the news modal. */
export function NewsPage({ canOpenSource }: NewsPageProps) {
  const { data, isPending, isError, refetch } = useNewsList()
  const modal = useNewsModal()

  let body: ReactNode
  if (isPending) body = <NewsStatus state="loading" />
  else if (isError) body = <NewsStatus state="error" onRetry={() => void refetch()} />
  else {
    const { updates, videos, articles } = entriesFromList(data)
    body =
      updates.length + videos.length + articles.length === 0 ? (
        <NewsStatus state="empty" />
      ) : (
        <>
          <EntrySection id="news-updates" heading="From us" columns="sm:grid-cols-2 lg:grid-cols-4">
            {updates.map((entry) => (
              <Entry key={entry.id} entry={entry} canOpenSource={canOpenSource} onOpen={modal.open} />
            ))}
          </EntrySection>
          <EntrySection id="news-videos" heading="Videos" columns="sm:grid-cols-2 lg:grid-cols-4">
            {videos.map((entry) => (
              <Entry key={entry.id} entry={entry} canOpenSource={canOpenSource} onOpen={modal.open} />
            ))}
          </EntrySection>
          <EntrySection id="news-articles" heading="Articles" columns="md:grid-cols-2">
            {articles.map((entry) => (
              <Entry key={entry.id} entry={entry} canOpenSource={canOpenSource} onOpen={modal.open} />
            ))}
          </EntrySection>
        </>
      )
  }

  return (
    <article className="w-full">
      <PageHero
        heading={NEWS_TEXTS.pageTitle}
        intro="Videos and articles on restoring firearm rights, gathered in one place."
      />
      <div className="mx-auto grid w-full max-w-6xl gap-12 px-4 py-10 sm:py-14">{body}</div>
      {modal.entry ? (
        <NewsModal entry={modal.entry} canOpenSource={canOpenSource} onClose={modal.close} />
      ) : null}
    </article>
  )
}

function EntrySection({
  id,
  heading,
  columns,
  children,
}: {
  id: string
  heading: string
  columns: string
  children: ReactNode[]
}) {
  if (children.length === 0) return null
  return (
    <section aria-labelledby={id} className="grid gap-5">
      <h2 id={id} className="text-2xl font-semibold text-navy-950">
        {heading}
      </h2>
      <ul className={cn('grid gap-6', columns)}>{children}</ul>
    </section>
  )
}

function Entry({
  entry,
  canOpenSource,
  onOpen,
}: {
  entry: NewsEntry
  canOpenSource: boolean
  onOpen: (entry: NewsEntry, opener: HTMLElement) => void
}) {
  return (
    <li className="min-w-0">
      <NewsCard entry={entry} canOpenSource={canOpenSource} onOpen={onOpen} />
    </li>
  )
}
