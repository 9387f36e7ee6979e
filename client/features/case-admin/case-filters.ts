import type { AdminCaseListQuery } from '#shared/contracts/admin-cases.contract.ts'
import { CASE_STATUSES, type CaseStatus } from '#shared/domain/case-status.ts'
import { CASE_JURISDICTIONS, type CaseJurisdiction } from '#shared/domain/case-labels.ts'
import type { RecommendedPackage } from '#shared/domain/eligibility/result.ts'
import { PACKAGE_NAMES } from '#shared/domain/packages.ts'

/** The case list's filters as the page's address keeps them (so a filtered list can be shared). */
export type CaseFilters = {
  status: CaseStatus | null
  jurisdiction: CaseJurisdiction | null
  package: RecommendedPackage | null
  needsReview: boolean
  balanceDue: boolean
  q: string
  page: number
}

export const NO_FILTERS: CaseFilters = {
  status: null,
  jurisdiction: null,
  package: null,
  needsReview: false,
  balanceDue: false,
  q: '',
  page: 1,
}

export const CASES_PER_PAGE = 25
const MAX_PAGE = 10_000
const MAX_SEARCH_LENGTH = 100

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null

/** Reads the filters from the address; anything unknown or malformed is left out, never an error. */
export function readCaseFilters(search: URLSearchParams): CaseFilters {
  const page = Number(search.get('page'))
  return {
    status: oneOf(CASE_STATUSES, search.get('status')),
    jurisdiction: oneOf(CASE_JURISDICTIONS, search.get('jurisdiction')),
    package: oneOf(Object.keys(PACKAGE_NAMES) as RecommendedPackage[], search.get('package')),
    needsReview: search.get('needsReview') === 'true',
    balanceDue: search.get('balanceDue') === 'true',
    q: (search.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  }
}

/** The address query of `filters`: only what is set, so the plain list has a plain address. */
export function caseFiltersSearch(filters: CaseFilters): string {
  const search = new URLSearchParams()
  if (filters.status) search.set('status', filters.status)
  if (filters.jurisdiction) search.set('jurisdiction', filters.jurisdiction)
  if (filters.package) search.set('package', filters.package)
  if (filters.needsReview) search.set('needsReview', 'true')
  if (filters.balanceDue) search.set('balanceDue', 'true')
  if (filters.q) search.set('q', filters.q)
  if (filters.page > 1) search.set('page', String(filters.page))
  const text = search.toString()
  return text ? `?${text}` : ''
}

/** The list endpoint's query for `filters`. */
export function caseListQuery(filters: CaseFilters): AdminCaseListQuery {
  return {
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.jurisdiction ? { jurisdiction: filters.jurisdiction } : {}),
    ...(filters.package ? { package: filters.package } : {}),
    ...(filters.needsReview ? { needsReview: 'true' as const } : {}),
    ...(filters.balanceDue ? { balanceDue: 'true' as const } : {}),
    ...(filters.q ? { q: filters.q } : {}),
    page: filters.page,
    limit: CASES_PER_PAGE,
  }
}

/** True when any filter or the search narrows the list. */
export function hasFilters(filters: CaseFilters): boolean {
  return caseFiltersSearch({ ...filters, page: 1 }) !== ''
}
