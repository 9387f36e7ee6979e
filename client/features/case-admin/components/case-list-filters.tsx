import { Search } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { CheckboxField } from '#client/components/form/checkbox-field.tsx'
import { SelectField } from '#client/components/form/select-field.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { hasFilters, NO_FILTERS, type CaseFilters } from '../case-filters.ts'
import { JURISDICTION_OPTIONS, PACKAGE_OPTIONS, STATUS_OPTIONS } from '../case-labels.ts'

type CaseListFiltersProps = { filters: CaseFilters; onChange: (filters: CaseFilters) => void }

/**
 * The list's search box and filters. A filter applies as soon as it changes; the search when sent.
 * Every change starts again at the first page.
 */
export function CaseListFilters({ filters, onChange }: CaseListFiltersProps) {
  const [q, setQ] = useState(filters.q)
  const [shownQ, setShownQ] = useState(filters.q)
  // The address changed under the box (Back, Clear filters): show its search.
  if (filters.q !== shownQ) {
    setShownQ(filters.q)
    setQ(filters.q)
  }
  const change = (next: Partial<CaseFilters>) => onChange({ ...filters, ...next, page: 1 })
  const onSearch = (event: FormEvent) => {
    event.preventDefault()
    change({ q: q.trim() })
  }

  return (
    <div className="grid gap-4">
      <form role="search" onSubmit={onSearch} className="grid gap-1.5">
        <Label htmlFor="case-search">Search by case number, name or e-mail</Label>
        <div className="flex gap-2">
          <Input
            id="case-search"
            type="search"
            value={q}
            maxLength={100}
            onChange={(event) => setQ(event.target.value)}
            placeholder="e.g. 1A2B3C4D"
          />
          <Button type="submit" variant="primary">
            <Search aria-hidden="true" />
            Search
          </Button>
        </div>
      </form>
      <fieldset className="grid gap-4">
        <legend className="sr-only">Filters</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            label="Status"
            value={filters.status ?? ''}
            onChange={(event) => change({ status: (event.target.value || null) as CaseFilters['status'] })}
          >
            <option value="">All statuses</option>
            {STATUS_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Jurisdiction"
            value={filters.jurisdiction ?? ''}
            onChange={(event) =>
              change({ jurisdiction: (event.target.value || null) as CaseFilters['jurisdiction'] })
            }
          >
            <option value="">All jurisdictions</option>
            {JURISDICTION_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Package"
            value={filters.package ?? ''}
            onChange={(event) => change({ package: (event.target.value || null) as CaseFilters['package'] })}
          >
            <option value="">All packages</option>
            {PACKAGE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="flex flex-wrap items-center gap-x-8 gap-y-3">
          <CheckboxField
            label="Needs review"
            checked={filters.needsReview}
            onChange={(event) => change({ needsReview: event.target.checked })}
          />
          <CheckboxField
            label="Balance due"
            checked={filters.balanceDue}
            onChange={(event) => change({ balanceDue: event.target.checked })}
          />
          {hasFilters(filters) ? (
            <Button variant="link" size="sm" className="px-0" onClick={() => onChange(NO_FILTERS)}>
              Clear filters
            </Button>
          ) : null}
        </div>
      </fieldset>
    </div>
  )
}
