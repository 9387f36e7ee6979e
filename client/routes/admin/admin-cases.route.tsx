import { useNavigate, useSearchParams } from 'react-router'
import { QueryState } from '#client/components/ui/query-state.tsx'
import { useAdminCaseList } from '#client/features/case-admin/case-admin.queries.ts'
import {
  CASES_PER_PAGE,
  caseFiltersSearch,
  caseListQuery,
  hasFilters,
  readCaseFilters,
  type CaseFilters,
} from '#client/features/case-admin/case-filters.ts'
import { CaseListFilters } from '#client/features/case-admin/components/case-list-filters.tsx'
import { CaseListTable } from '#client/features/case-admin/components/case-list-table.tsx'
import { Pager } from '#client/features/case-admin/components/pager.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { pagePaths } from '#client/lib/paths.ts'

/** /admin/cases: every case, filtered and searched; the address keeps the filters. */
export function AdminCasesRoute() {
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const filters = readCaseFilters(searchParams)
  const list = useAdminCaseList(caseListQuery(filters))
  const show = (next: CaseFilters) => void navigate(`${pagePaths.adminCases}${caseFiltersSearch(next)}`)

  return (
    <div className="mx-auto grid w-full max-w-7xl content-start gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-navy-950 sm:text-3xl">Cases</h1>
      <Card>
        <CaseListFilters filters={filters} onChange={show} />
      </Card>
      <section aria-label="Results" aria-busy={list.isFetching} className="grid gap-4">
        <QueryState
          query={list}
          loadingLabel="Loading cases…"
          errorText="We could not load the cases."
          isEmpty={(data) => data.cases.length === 0}
          empty={
            <p className="rounded-xl bg-white p-6 text-center text-navy-800 shadow-sm ring-1 ring-navy-100">
              {hasFilters(filters) ? 'No case matches these filters.' : 'There are no cases yet.'}
            </p>
          }
        >
          {(data) => (
            <>
              <CaseListTable cases={data.cases} />
              <Pager
                page={data.page}
                pageSize={CASES_PER_PAGE}
                total={data.total}
                hrefFor={(page) => `${pagePaths.adminCases}${caseFiltersSearch({ ...filters, page })}`}
              />
            </>
          )}
        </QueryState>
      </section>
    </div>
  )
}
