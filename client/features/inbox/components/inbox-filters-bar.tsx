import { Search } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { CONVERSATION_SOURCES } from '#shared/contracts/inbox.contract.ts'
import { SelectField } from '#client/components/form/select-field.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Label } from '#client/components/ui/label.tsx'
import type { InboxView } from '../inbox-filters.ts'
import { SOURCE_VIEWS } from '../inbox-labels.ts'

type InboxFiltersBarProps = { view: InboxView; onChange: (next: InboxView) => void }

/** Search (sent with Enter or the button) and the filters, which apply at once. */
export function InboxFiltersBar({ view, onChange }: InboxFiltersBarProps) {
  const [q, setQ] = useState(view.q)
  const onSearch = (event: FormEvent) => {
    event.preventDefault()
    onChange({ ...view, q: q.trim() })
  }
  return (
    <div className="grid gap-3">
      <form role="search" onSubmit={onSearch} className="grid gap-1.5">
        <Label htmlFor="inbox-search">Search conversations</Label>
        <div className="flex gap-2">
          <Input
            id="inbox-search"
            type="search"
            value={q}
            maxLength={200}
            placeholder="Subject, name, e-mail or words"
            onChange={(event) => setQ(event.target.value)}
          />
          <Button type="submit" variant="outline" size="icon" aria-label="Search">
            <Search aria-hidden="true" />
          </Button>
        </div>
      </form>
      <div className="grid grid-cols-3 gap-2">
        <SelectField
          label="Channel"
          value={view.source ?? ''}
          onChange={(event) =>
            onChange({ ...view, source: (event.target.value || null) as InboxView['source'] })
          }
        >
          <option value="">All</option>
          {CONVERSATION_SOURCES.map((source) => (
            <option key={source} value={source}>
              {SOURCE_VIEWS[source].label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Status"
          value={view.status ?? 'ALL'}
          onChange={(event) =>
            onChange({
              ...view,
              status: event.target.value === 'ALL' ? null : (event.target.value as 'OPEN' | 'CLOSED'),
            })
          }
        >
          <option value="OPEN">Open</option>
          <option value="CLOSED">Closed</option>
          <option value="ALL">All</option>
        </SelectField>
        <SelectField
          label="Assigned"
          value={view.assigned ?? ''}
          onChange={(event) =>
            onChange({ ...view, assigned: (event.target.value || null) as InboxView['assigned'] })
          }
        >
          <option value="">Anyone</option>
          <option value="me">To me</option>
          <option value="none">Nobody</option>
        </SelectField>
      </div>
    </div>
  )
}
