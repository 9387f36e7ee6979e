import { ArrowLeft } from 'lucide-react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { Card } from '#client/components/ui/card.tsx'
import { QueryState } from '#client/components/ui/query-state.tsx'
import { ChannelsNotice } from '#client/features/inbox/components/channels-notice.tsx'
import { ConversationList } from '#client/features/inbox/components/conversation-list.tsx'
import { ConversationView } from '#client/features/inbox/components/conversation-view.tsx'
import { InboxFiltersBar } from '#client/features/inbox/components/inbox-filters-bar.tsx'
import {
  conversationListQuery,
  inboxSearch,
  readInboxView,
  type InboxView,
} from '#client/features/inbox/inbox-filters.ts'
import { useChannels, useConversationList, useInboxSummary } from '#client/features/inbox/inbox.queries.ts'
import { cn } from '#client/lib/cn.ts'
import { pagePaths } from '#client/lib/paths.ts'

/**
 * /inbox: every conversation (e-mail, contact form, lead chat, social channels) in one list; the
 * selected one (?c=id) shows its thread, reply box and contact panel. On a phone the list and the
 * conversation take turns, with a Back button.
 */
export function InboxRoute() {
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const view = readInboxView(searchParams)
  const list = useConversationList(conversationListQuery(view))
  const summary = useInboxSummary()
  const channels = useChannels()
  const show = (next: InboxView) => void navigate(`${pagePaths.inbox}${inboxSearch(next)}`)
  const hrefFor = (conversationId: string) => `${pagePaths.inbox}${inboxSearch({ ...view, conversationId })}`
  const selected = view.conversationId

  return (
    <div className="mx-auto grid w-full max-w-[96rem] content-start gap-4 px-4 py-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-navy-950 sm:text-3xl">Inbox</h1>
        {summary.data ? (
          <p className="text-sm text-navy-800">
            {summary.data.unreadConversationCount} unread · {summary.data.openCount} open ·{' '}
            {summary.data.awaitingReplyCount} awaiting reply
          </p>
        ) : null}
      </div>
      <div className="grid gap-4 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <div className={cn('grid content-start gap-3', selected && 'max-lg:hidden')}>
          <Card className="p-4 sm:p-4">
            <InboxFiltersBar key={view.q} view={view} onChange={show} />
          </Card>
          <section aria-label="Conversations" aria-busy={list.isFetching} className="grid gap-2">
            <QueryState
              query={list}
              loadingLabel="Loading conversations…"
              errorText="We could not load the conversations."
              isEmpty={(data) => data.conversations.length === 0}
              empty={
                <p className="rounded-lg bg-white p-4 text-center text-sm text-navy-800 ring-1 ring-navy-100">
                  No conversation matches.
                </p>
              }
            >
              {(data) => (
                <ConversationList
                  conversations={data.conversations}
                  selectedId={selected}
                  hrefFor={hrefFor}
                />
              )}
            </QueryState>
          </section>
          {channels.data ? <ChannelsNotice channels={channels.data.channels} /> : null}
        </div>
        <div className={cn('grid content-start gap-3', !selected && 'max-lg:hidden')}>
          {selected ? (
            <>
              <div className="lg:hidden">
                <Link
                  to={`${pagePaths.inbox}${inboxSearch({ ...view, conversationId: null })}`}
                  className="inline-flex h-11 items-center gap-2 rounded-md px-2 font-semibold text-navy-900 hover:bg-navy-50"
                >
                  <ArrowLeft aria-hidden="true" className="size-4" />
                  Back
                </Link>
              </div>
              <ConversationView key={selected} conversationId={selected} channels={channels.data?.channels} />
            </>
          ) : (
            <Card className="max-lg:hidden">
              <p className="text-center text-navy-800">Choose a conversation to read it and reply.</p>
            </Card>
          )}
        </div>
      </div>
    </div>
  )
}
