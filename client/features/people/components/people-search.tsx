import { Search } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { PEOPLE_KINDS, type PersonKind } from '#shared/contracts/people.contract.ts'
import { SelectField } from '#client/components/form/select-field.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { KIND_NAMES, type PeopleFilters } from '../people-filters.ts'

type PeopleSearchProps = { filters: PeopleFilters; onChange: (filters: PeopleFilters) => void }

/** The search box (name, e-mail or affiliate code) and the kind filter; any change starts at the newest. */
export function PeopleSearch({ filters, onChange }: PeopleSearchProps) {
  const [text, setText] = useState(filters.search)
  const [shown, setShown] = useState(filters.search)
  if (filters.search !== shown) {
    setShown(filters.search)
    setText(filters.search)
  }
  const onSearch = (event: FormEvent) => {
    event.preventDefault()
    onChange({ ...filters, search: text.trim(), cursor: null })
  }
  return (
    <div className="grid gap-4 md:grid-cols-[1fr_14rem] md:items-end">
      <form role="search" onSubmit={onSearch} className="grid gap-1.5">
        <Label htmlFor="people-search">Search</Label>
        <div className="flex gap-2">
          <Input
            id="people-search"
            type="search"
            value={text}
            maxLength={200}
            placeholder="Name, e-mail or affiliate code"
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" className="shrink-0">
            <Search aria-hidden="true" />
            Search
          </Button>
        </div>
      </form>
      <SelectField
        label="Show"
        value={filters.kind ?? ''}
        onChange={(event) =>
          onChange({ ...filters, kind: (event.target.value || null) as PersonKind | null, cursor: null })
        }
      >
        <option value="">Everyone</option>
        {PEOPLE_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {KIND_NAMES[kind]}
          </option>
        ))}
      </SelectField>
    </div>
  )
}
