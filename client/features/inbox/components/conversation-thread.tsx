import type { ConversationMessage, InboxConversation } from '#shared/contracts/inbox.contract.ts'
import { MailChecksLine, SenderCheckBadge } from '#client/components/ui/mail-checks.tsx'
import { cn } from '#client/lib/cn.ts'
import { formatMessageTime, topicLabel } from '../inbox-labels.ts'
import { SourceBadge } from './source-badge.tsx'

type ConversationThreadProps = { conversation: InboxConversation; messages: ConversationMessage[] }

/** The messages, oldest first: the person's on the left, ours on the right. */
export function ConversationThread({ conversation, messages }: ConversationThreadProps) {
  const person = conversation.customerName || conversation.customerEmail || 'The person'
  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="thread-heading" className="text-xl font-bold break-words text-navy-950">
          {conversation.subject}
        </h2>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-navy-800">
          <SourceBadge source={conversation.source} />
          {/* Mail no check proved is linked to no account (docs/decisions/058). */}
          {conversation.isSenderVerified === false ? <SenderCheckBadge isVerified={false} /> : null}
          {conversation.topic ? <span>Topic: {topicLabel(conversation.topic)}</span> : null}
          <span>{conversation.status === 'OPEN' ? 'Open' : 'Closed'}</span>
        </p>
      </div>
      <ol aria-label="Messages" className="grid gap-3">
        {messages.map((message) => {
          const isOut = message.direction === 'OUT'
          return (
            <li
              key={message.id}
              className={cn(
                'grid max-w-[85%] gap-1 rounded-lg p-3',
                isOut
                  ? 'justify-self-end bg-navy-900 text-white'
                  : 'justify-self-start bg-navy-50 text-navy-950',
              )}
            >
              <span className={cn('text-xs', isOut ? 'text-navy-100' : 'text-navy-700')}>
                {isOut ? 'We replied' : `${person} wrote`} ·{' '}
                <time dateTime={message.timestamp}>{formatMessageTime(message.timestamp)}</time>
              </span>
              {message.mailChecks ? (
                <MailChecksLine checks={message.mailChecks} className="text-navy-700" />
              ) : null}
              <p className="text-sm break-words whitespace-pre-wrap">{message.body}</p>
            </li>
          )
        })}
      </ol>
    </div>
  )
}
