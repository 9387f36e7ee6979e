import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { plannedPaths } from '#client/lib/paths.ts'
import { entryFromItem } from '../news-entry.ts'
import { useNewsWidget } from '../news.queries.ts'
import { useNewsModal } from '../use-news-modal.ts'
import { NewsCard } from './news-card.tsx'
import { NewsModal } from './news-modal.tsx'
import { NewsStatus } from './news-status.tsx'

type NewsWidgetProps = {
  /** True for admins (role ADMIN): each item gets a button to its original source. */
  canOpenSource: boolean
}

/**
 * The landing page's news: the latest items (4 by default, refreshed every 5 minutes) and a link
 * to the news page. An item opens in the news modal.
 */
export function NewsWidget({ canOpenSource }: NewsWidgetProps) {
  const { data, isPending, isError } = useNewsWidget()
  const modal = useNewsModal()
  const entries = data?.items.map(entryFromItem) ?? []

  return (
    <section aria-labelledby="news-widget-title" className="w-full bg-navy-50">
      <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-12 sm:py-16">
        <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
          <h2 id="news-widget-title" className="text-2xl font-bold text-navy-950 sm:text-3xl">
            Latest News
          </h2>
          <Link
            to={plannedPaths.news}
            className="inline-flex items-center gap-1 rounded font-semibold text-navy-800 underline-offset-4 hover:underline"
          >
            View all
            <span className="sr-only"> news and updates</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        {isPending ? (
          <NewsStatus state="loading" />
        ) : isError ? (
          <NewsStatus state="error" />
        ) : entries.length === 0 ? (
          <NewsStatus state="empty" />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {entries.map((entry) => (
              <li key={entry.id} className="min-w-0">
                <NewsCard entry={entry} canOpenSource={canOpenSource} onOpen={modal.open} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {modal.entry ? (
        <NewsModal entry={modal.entry} canOpenSource={canOpenSource} onClose={modal.close} />
      ) : null}
    </section>
  )
}
