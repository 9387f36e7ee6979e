import { describe, expect, it } from 'vitest'
import { caseFiltersSearch, caseListQuery, hasFilters, NO_FILTERS, readCaseFilters } from './case-filters.ts'

describe('case list filters in the address', () => {
  it('reads every filter and writes it back the same', () => {
    const search =
      '?status=DOCS_PENDING&jurisdiction=BOTH&package=BUNDLE&needsReview=true&balanceDue=true&q=avery&page=3'
    const filters = readCaseFilters(new URLSearchParams(search))
    expect(filters).toEqual({
      status: 'DOCS_PENDING',
      jurisdiction: 'BOTH',
      package: 'BUNDLE',
      needsReview: true,
      balanceDue: true,
      q: 'avery',
      page: 3,
    })
    expect(caseFiltersSearch(filters)).toBe(search)
  })

  it('leaves out unknown values and a malformed page instead of failing', () => {
    const filters = readCaseFilters(new URLSearchParams('?status=LOST&package=GOLD&needsReview=yes&page=-2'))
    expect(filters).toEqual(NO_FILTERS)
    expect(caseFiltersSearch(filters)).toBe('')
    expect(hasFilters(filters)).toBe(false)
  })

  it('asks the server for one page of 25 with only the filters that are set', () => {
    const filters = { ...NO_FILTERS, needsReview: true, q: 'x@example.com', page: 2 }
    expect(caseListQuery(filters)).toEqual({ needsReview: 'true', q: 'x@example.com', page: 2, limit: 25 })
    expect(hasFilters(filters)).toBe(true)
  })
})
