import { Link, useNavigate, useSearchParams } from 'react-router'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { QueryState } from '#client/components/ui/query-state.tsx'
import { PeopleSearch } from '#client/features/people/components/people-search.tsx'
import { PeopleTable } from '#client/features/people/components/people-table.tsx'
import {
  peopleFiltersSearch,
  peopleListQueryOf,
  readPeopleFilters,
  type PeopleFilters,
} from '#client/features/people/people-filters.ts'
import { usePeopleList } from '#client/features/people/people.queries.ts'
import { pagePaths } from '#client/lib/paths.ts'

/** /admin/people: customers, affiliates and admins, searched; the address keeps the search. */
export function AdminPeopleRoute() {
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const filters = readPeopleFilters(searchParams)
  const list = usePeopleList(peopleListQueryOf(filters))
  const show = (next: PeopleFilters) => void navigate(`${pagePaths.adminPeople}${peopleFiltersSearch(next)}`)
  const isFiltered = Boolean(filters.search || filters.kind)

  return (
    <div className="mx-auto grid w-full max-w-7xl content-start gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-navy-950 sm:text-3xl">People</h1>
      <Card>
        <PeopleSearch filters={filters} onChange={show} />
      </Card>
      <section aria-label="Results" aria-busy={list.isFetching} className="grid min-w-0 gap-4">
        <QueryState
          query={list}
          loadingLabel="Loading people…"
          errorText="We could not load the people."
          isEmpty={(data) => data.people.length === 0}
          empty={
            <p className="rounded-xl bg-white p-6 text-center text-navy-800 shadow-sm ring-1 ring-navy-100">
              {isFiltered ? 'Nobody matches this search.' : 'There is nobody here yet.'}
            </p>
          }
        >
          {(data) => (
            <>
              <PeopleTable people={data.people} />
              <nav aria-label="Pages" className="flex flex-wrap gap-2">
                {filters.cursor ? (
                  <Button asChild variant="outline" size="sm">
                    <Link to={`${pagePaths.adminPeople}${peopleFiltersSearch({ ...filters, cursor: null })}`}>
                      Newest
                    </Link>
                  </Button>
                ) : null}
                {data.nextCursor ? (
                  <Button asChild variant="outline" size="sm">
                    <Link
                      to={`${pagePaths.adminPeople}${peopleFiltersSearch({ ...filters, cursor: data.nextCursor })}`}
                    >
                      Next page
                    </Link>
                  </Button>
                ) : null}
              </nav>
            </>
          )}
        </QueryState>
      </section>
    </div>
  )
}
