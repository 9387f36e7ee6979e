import { useState } from 'react'
import { Card } from '#client/components/ui/card.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { QueryState } from '#client/components/ui/query-state.tsx'
import { OutboxList } from '#client/features/outbox/components/outbox-list.tsx'
import { filterOutbox } from '#client/features/outbox/outbox-search.ts'
import { OUTBOX_LIMIT, useOutbox } from '#client/features/outbox/outbox.queries.ts'

/**
 * /admin/outbox: the mail the product kept instead of sending, newest first. The outbox holds mail
 * while no SMTP server is configured; with one, mail leaves at once and nothing is kept here
 * (docs/decisions/038-people-and-audit-log.md).
 */
export function AdminOutboxRoute() {
  const outbox = useOutbox()
  const [text, setText] = useState('')

  return (
    <div className="mx-auto grid w-full max-w-5xl content-start gap-6 px-4 py-8">
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold text-navy-950 sm:text-3xl">Outbox</h1>
        <p className="text-navy-800">
          Mail the product keeps here instead of sending it, while no mail server is configured. The newest{' '}
          {OUTBOX_LIMIT} messages are shown.
        </p>
      </header>
      <Card>
        <div className="grid gap-1.5">
          <Label htmlFor="outbox-search">Find by recipient or subject</Label>
          <Input
            id="outbox-search"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      </Card>
      <section aria-label="Messages" aria-busy={outbox.isFetching} className="grid min-w-0 gap-4">
        <QueryState
          query={outbox}
          loadingLabel="Loading the outbox…"
          errorText="We could not load the outbox."
          isEmpty={(data) => filterOutbox(data.messages, text).length === 0}
          empty={
            <p className="rounded-xl bg-white p-6 text-center text-navy-800 shadow-sm ring-1 ring-navy-100">
              {text.trim() ? 'No message matches.' : 'The outbox is empty.'}
            </p>
          }
        >
          {(data) => <OutboxList messages={filterOutbox(data.messages, text)} />}
        </QueryState>
      </section>
    </div>
  )
}
