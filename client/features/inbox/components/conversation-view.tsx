import { useEffect } from 'react'
import type { ChannelStatus } from '#shared/contracts/channels.contract.ts'
import { Card } from '#client/components/ui/card.tsx'
import { QueryState } from '#client/components/ui/query-state.tsx'
import { useMarkConversationRead } from '../inbox.mutations.ts'
import { useConversationThread } from '../inbox.queries.ts'
import { ContactPanel } from './contact-panel.tsx'
import { ConversationThread } from './conversation-thread.tsx'
import { ReplyBox } from './reply-form.tsx'

type ConversationViewProps = { conversationId: string; channels: ChannelStatus[] | undefined }

/** The open conversation: thread and reply box, and beside them (below on a phone) the contact panel. */
export function ConversationView({ conversationId, channels }: ConversationViewProps) {
  const thread = useConversationThread(conversationId)
  const markRead = useMarkConversationRead()
  const unread = thread.data?.conversation.unreadCount ?? 0

  // On screen means read: new messages that arrive while the thread is open are marked too.
  const { mutate } = markRead
  useEffect(() => {
    if (unread > 0) mutate(conversationId)
  }, [conversationId, unread, mutate])

  return (
    <QueryState
      query={thread}
      loadingLabel="Loading the conversation…"
      errorText="We could not load this conversation."
    >
      {({ conversation, messages }) => (
        <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_18rem]">
          <Card className="grid content-start gap-6">
            <section aria-labelledby="thread-heading">
              <ConversationThread conversation={conversation} messages={messages} />
            </section>
            <ReplyBox conversation={conversation} channels={channels} />
          </Card>
          <Card className="content-start">
            <ContactPanel conversation={conversation} />
          </Card>
        </div>
      )}
    </QueryState>
  )
}
