import { CardSection } from '#client/components/ui/card.tsx'
import { QueryState } from '#client/components/ui/query-state.tsx'
import { useAdminNewsItems, useNewsFeeds } from '#client/features/admin-news/admin-news.queries.ts'
import { NewsFeedsPanel } from '#client/features/admin-news/components/news-feeds-panel.tsx'
import { NewsItemForm } from '#client/features/admin-news/components/news-item-form.tsx'
import { NewsItemsList } from '#client/features/admin-news/components/news-items-list.tsx'

/** /admin/news: the items on the news page (publish, edit, remove) and the feeds read into it. */
export function AdminNewsRoute() {
  const items = useAdminNewsItems()
  const feeds = useNewsFeeds()

  return (
    <div className="mx-auto grid w-full max-w-5xl content-start gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-navy-950 sm:text-3xl">News</h1>
      <CardSection id="new-item" title="Publish a news item">
        <NewsItemForm />
      </CardSection>
      <section aria-labelledby="news-items" aria-busy={items.isFetching} className="grid min-w-0 gap-3">
        <h2 id="news-items" className="text-xl font-semibold text-navy-950">
          Published items
        </h2>
        <QueryState
          query={items}
          loadingLabel="Loading the news items…"
          errorText="We could not load the news items."
          isEmpty={(data) => data.items.length === 0}
          empty={
            <p className="rounded-xl bg-white p-6 text-center text-navy-800 shadow-sm ring-1 ring-navy-100">
              Nothing is published yet.
            </p>
          }
        >
          {(data) => <NewsItemsList items={data.items} />}
        </QueryState>
      </section>
      <CardSection id="news-feeds" title="Feeds">
        <QueryState query={feeds} loadingLabel="Loading the feeds…" errorText="We could not load the feeds.">
          {(data) => <NewsFeedsPanel feeds={data.feeds} />}
        </QueryState>
      </CardSection>
    </div>
  )
}
