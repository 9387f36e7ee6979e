import { useState } from 'react'
import type { OutboxMessage } from '#shared/contracts/outbox.contract.ts'
import { ActionDialog } from '#client/components/ui/action-dialog.tsx'
import { Badge, type BadgeVariant } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { formatLocalDateTime } from '#client/lib/dates.ts'

const when = formatLocalDateTime

// KEPT: no SMTP server, the message is here whole; SENT and FAILED: the relay's answer, no body.
const STATUS: Record<OutboxMessage['status'], { label: string; variant: BadgeVariant }> = {
  KEPT: { label: 'Kept here, not sent', variant: 'yellow' },
  SENT: { label: 'Sent', variant: 'green' },
  FAILED: { label: 'Not sent: the mail server refused it', variant: 'orange' },
}

/**
 * The stored messages, newest first: recipient, subject, time and state, one per row (stacked on a
 * phone), each opening the message itself.
 */
export function OutboxList({ messages }: { messages: OutboxMessage[] }) {
  const [open, setOpen] = useState<OutboxMessage | null>(null)
  return (
    <>
      <ol aria-label="Messages" className="grid gap-3">
        {messages.map((message) => (
          <li
            key={message.id}
            className="grid gap-2 rounded-xl bg-white p-4 text-sm shadow-sm ring-1 ring-navy-100 md:grid-cols-[1fr_auto] md:items-center"
          >
            <div className="grid min-w-0 gap-1">
              <span className="font-semibold break-words text-navy-950">{message.subject}</span>
              <span className="break-all text-navy-800">To {message.to}</span>
              <span className="flex flex-wrap items-center gap-2 text-navy-700">
                <time dateTime={message.createdAt}>{when(message.createdAt)}</time>
                <Badge variant={STATUS[message.status].variant}>{STATUS[message.status].label}</Badge>
              </span>
            </div>
            <Button variant="outline" size="sm" onClick={() => setOpen(message)}>
              Read
              <span className="sr-only">
                {' '}
                “{message.subject}” to {message.to}
              </span>
            </Button>
          </li>
        ))}
      </ol>
      <ActionDialog
        isOpen={open !== null}
        onClose={() => setOpen(null)}
        title={open?.subject ?? ''}
        className="max-w-2xl"
        description={
          open ? (
            <dl className="grid gap-1">
              <div className="flex flex-wrap gap-x-2">
                <dt className="font-medium">To</dt>
                <dd className="break-all">{open.to}</dd>
              </div>
              <div className="flex flex-wrap gap-x-2">
                <dt className="font-medium">From</dt>
                <dd className="break-all">{open.from}</dd>
              </div>
              {open.replyTo ? (
                <div className="flex flex-wrap gap-x-2">
                  <dt className="font-medium">Reply to</dt>
                  <dd className="break-all">{open.replyTo}</dd>
                </div>
              ) : null}
              <div className="flex flex-wrap gap-x-2">
                <dt className="font-medium">
                  {open.status === 'KEPT' ? 'Stored' : 'Handed to the mail server'}
                </dt>
                <dd>{when(open.createdAt)}</dd>
              </div>
              {open.messageId ? (
                <div className="flex flex-wrap gap-x-2">
                  <dt className="font-medium">Message-ID</dt>
                  <dd className="break-all">{open.messageId}</dd>
                </div>
              ) : null}
              {open.inReplyTo ? (
                <div className="flex flex-wrap gap-x-2">
                  <dt className="font-medium">In reply to</dt>
                  <dd className="break-all">{open.inReplyTo}</dd>
                </div>
              ) : null}
              {Object.entries(open.headers).map(([name, value]) => (
                <div key={name} className="flex flex-wrap gap-x-2">
                  <dt className="font-medium">{name}</dt>
                  <dd className="break-all">{value}</dd>
                </div>
              ))}
              {open.error ? (
                <div className="flex flex-wrap gap-x-2">
                  <dt className="font-medium">Mail server&apos;s answer</dt>
                  <dd className="break-words">{open.error}</dd>
                </div>
              ) : null}
            </dl>
          ) : null
        }
      >
        {open ? (
          <pre
            tabIndex={0}
            aria-label="Message text"
            className="max-h-[60dvh] overflow-auto rounded-md bg-navy-50 p-3 font-sans text-sm break-words whitespace-pre-wrap text-navy-950"
          >
            {open.status === 'KEPT'
              ? open.text
              : 'Not kept: mail that went out may hold sign-in or upload links, so only its headers are logged.'}
          </pre>
        ) : null}
      </ActionDialog>
    </>
  )
}
