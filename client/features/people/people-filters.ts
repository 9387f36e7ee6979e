import type { PeopleListQuery, PersonKind } from '#shared/contracts/people.contract.ts'
import { PEOPLE_KINDS } from '#shared/contracts/people.contract.ts'

/** The people list's filters as the page's address keeps them. */
export type PeopleFilters = { search: string; kind: PersonKind | null; cursor: string | null }

export const PEOPLE_PER_PAGE = 25
const MAX_SEARCH_LENGTH = 200

export const KIND_NAMES: Record<PersonKind, string> = {
  customer: 'Customers',
  affiliate: 'Affiliates',
  admin: 'Admins',
}

/** Reads the filters from the address; anything unknown is left out, never an error. */
export function readPeopleFilters(search: URLSearchParams): PeopleFilters {
  const kind = search.get('kind')
  const cursor = search.get('cursor')
  return {
    search: (search.get('search') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    kind: (PEOPLE_KINDS as readonly string[]).includes(kind ?? '') ? (kind as PersonKind) : null,
    cursor: cursor && /^[A-Za-z0-9_-]{1,200}$/.test(cursor) ? cursor : null,
  }
}

/** The address query of `filters`: only what is set. */
export function peopleFiltersSearch(filters: PeopleFilters): string {
  const search = new URLSearchParams()
  if (filters.search) search.set('search', filters.search)
  if (filters.kind) search.set('kind', filters.kind)
  if (filters.cursor) search.set('cursor', filters.cursor)
  const text = search.toString()
  return text ? `?${text}` : ''
}

/** The list endpoint's query for `filters`. */
export function peopleListQueryOf(filters: PeopleFilters): PeopleListQuery {
  return {
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.kind ? { kind: filters.kind } : {}),
    ...(filters.cursor ? { cursor: filters.cursor } : {}),
    limit: PEOPLE_PER_PAGE,
  }
}
