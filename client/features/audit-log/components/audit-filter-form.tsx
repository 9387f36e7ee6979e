import { useState, type FormEvent } from 'react'
import { AUDIT_ACTORS, type AuditActor } from '#shared/contracts/audit.contract.ts'
import { FormField } from '#client/components/form/form-field.tsx'
import { SelectField } from '#client/components/form/select-field.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { ACTOR_NAMES } from '#shared/domain/case-labels.ts'
import { auditActionName } from '#shared/domain/audit-words.ts'
import type { AuditFilters } from '../audit-filters.ts'

type AuditFilterFormProps = {
  filters: AuditFilters
  actions: { action: string; name: string }[]
  onChange: (filters: AuditFilters) => void
}

const EMPTY: AuditFilters = {
  action: null,
  actor: null,
  actorUserId: null,
  caseId: null,
  from: null,
  to: null,
  cursor: null,
}

/** The log's filters: what happened, who acted, the days; applied together, from the newest entry. */
export function AuditFilterForm({ filters, actions, onChange }: AuditFilterFormProps) {
  const [draft, setDraft] = useState(filters)
  const [shown, setShown] = useState(filters)
  if (filters !== shown && JSON.stringify(filters) !== JSON.stringify(shown)) {
    setShown(filters)
    setDraft(filters)
  }
  const set = (next: Partial<AuditFilters>) => setDraft({ ...draft, ...next })
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    onChange({ ...draft, cursor: null })
  }
  const isFiltered = Object.values({ ...filters, cursor: null }).some(Boolean)

  return (
    <form onSubmit={onSubmit} aria-label="Filters" className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label="Action"
          value={draft.action ?? ''}
          onChange={(event) => set({ action: event.target.value || null })}
        >
          <option value="">Any action</option>
          {actions.map(({ action, name }) => (
            <option key={action} value={action}>
              {name}
            </option>
          ))}
          {draft.action && !actions.some((a) => a.action === draft.action) ? (
            <option value={draft.action}>{auditActionName(draft.action)}</option>
          ) : null}
        </SelectField>
        <SelectField
          label="Who"
          value={draft.actor ?? ''}
          onChange={(event) => set({ actor: (event.target.value || null) as AuditActor | null })}
        >
          <option value="">Anyone</option>
          {AUDIT_ACTORS.map((actor) => (
            <option key={actor} value={actor}>
              {ACTOR_NAMES[actor]}
            </option>
          ))}
        </SelectField>
        <FormField
          label="From"
          type="date"
          value={draft.from ?? ''}
          onChange={(event) => set({ from: event.target.value || null })}
        />
        <FormField
          label="To"
          type="date"
          value={draft.to ?? ''}
          onChange={(event) => set({ to: event.target.value || null })}
        />
      </div>
      {filters.actorUserId || filters.caseId ? (
        <p className="text-sm text-navy-800">
          {filters.actorUserId ? 'Showing one person’s actions. ' : ''}
          {filters.caseId ? `Showing case #${filters.caseId.slice(0, 8).toUpperCase()}.` : ''}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit">Apply filters</Button>
        {isFiltered ? (
          <Button variant="outline" onClick={() => onChange(EMPTY)}>
            Clear filters
          </Button>
        ) : null}
      </div>
    </form>
  )
}
