import { Link } from 'react-router'
import type { InboxConversation } from '#shared/contracts/inbox.contract.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { SenderCheckBadge } from '#client/components/ui/mail-checks.tsx'
import { cn } from '#client/lib/cn.ts'
import { formatMessageTime, topicLabel } from '../inbox-labels.ts'
import { SourceBadge } from './source-badge.tsx'

type ConversationListProps = {
  conversations: InboxConversation[]
  selectedId: string | null
  hrefFor: (conversationId: string) => string
}

/** The conversations, latest activity first; each opens its thread. */
export function ConversationList({ conversations, selectedId, hrefFor }: ConversationListProps) {
  return (
    <ul className="grid gap-2">
      {conversations.map((c) => {
        const isSelected = c.id === selectedId
        return (
          <li key={c.id}>
            <Link
              to={hrefFor(c.id)}
              aria-current={isSelected ? 'true' : undefined}
              className={cn(
                'grid gap-1 rounded-lg border p-3 text-left hover:bg-navy-50',
                isSelected ? 'border-navy-700 bg-navy-50' : 'border-navy-100 bg-white',
              )}
            >
              <span className="flex flex-wrap items-center justify-between gap-2">
                <SourceBadge source={c.source} />
                <time dateTime={c.lastMessageAt} className="text-xs text-navy-700">
                  {formatMessageTime(c.lastMessageAt)}
                </time>
              </span>
              <span className={cn('text-navy-950', c.unreadCount > 0 ? 'font-bold' : 'font-semibold')}>
                {c.subject}
              </span>
              <span className="truncate text-sm text-navy-800">
                {c.customerName || c.customerEmail || 'Unknown person'}
              </span>
              {c.lastMessagePreview ? (
                <span className="line-clamp-2 text-sm text-navy-700">
                  {c.lastMessageDirection === 'OUT' ? 'You: ' : ''}
                  {c.lastMessagePreview}
                </span>
              ) : null}
              <span className="flex flex-wrap gap-1.5">
                {c.unreadCount > 0 ? <Badge variant="blue">{c.unreadCount} unread</Badge> : null}
                {c.isSenderVerified === false ? <SenderCheckBadge isVerified={false} /> : null}
                {c.isAwaitingReply && c.status === 'OPEN' ? (
                  <Badge variant="yellow">Awaiting reply</Badge>
                ) : null}
                {c.topic ? <Badge variant="purple">{topicLabel(c.topic)}</Badge> : null}
                {c.status === 'CLOSED' ? <Badge variant="gray">Closed</Badge> : null}
                {c.assignedTo ? <Badge variant="secondary">{c.assignedTo.name}</Badge> : null}
              </span>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
