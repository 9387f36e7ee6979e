import { describe, expect, it } from 'vitest'
import { peopleFiltersSearch, peopleListQueryOf, readPeopleFilters } from './people-filters.ts'

describe('people filters in the address', () => {
  it('read what is valid and drop the rest', () => {
    const filters = readPeopleFilters(new URLSearchParams('search=%20ann%20&kind=robot&cursor=a%20b'))
    expect(filters).toEqual({ search: 'ann', kind: null, cursor: null })
  })

  it('write only what is set, and the same values come back', () => {
    const filters = { search: 'ann@example.com', kind: 'affiliate' as const, cursor: 'abc-123' }
    const search = peopleFiltersSearch(filters)
    expect(readPeopleFilters(new URLSearchParams(search))).toEqual(filters)
    expect(peopleFiltersSearch({ search: '', kind: null, cursor: null })).toBe('')
    expect(peopleListQueryOf(filters)).toMatchObject({
      search: 'ann@example.com',
      kind: 'affiliate',
      cursor: 'abc-123',
    })
  })
})
