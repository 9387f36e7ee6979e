import { Link, useNavigate, useSearchParams } from 'react-router'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { QueryState } from '#client/components/ui/query-state.tsx'
import {
  auditFiltersSearch,
  auditQueryOf,
  readAuditFilters,
  type AuditFilters,
} from '#client/features/audit-log/audit-filters.ts'
import { useAuditLog } from '#client/features/audit-log/audit-log.queries.ts'
import { AuditEntries } from '#client/features/audit-log/components/audit-entries.tsx'
import { AuditFilterForm } from '#client/features/audit-log/components/audit-filter-form.tsx'
import { pagePaths } from '#client/lib/paths.ts'

/** /admin/audit: who did what and when, newest first; the address keeps the filters and the page. */
export function AdminAuditRoute() {
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const filters = readAuditFilters(searchParams)
  const log = useAuditLog(auditQueryOf(filters))
  const hrefOf = (next: AuditFilters) => `${pagePaths.adminAudit}${auditFiltersSearch(next)}`

  return (
    <div className="mx-auto grid w-full max-w-7xl content-start gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-navy-950 sm:text-3xl">Audit log</h1>
      <Card>
        <AuditFilterForm
          filters={filters}
          actions={log.data?.actions ?? []}
          onChange={(next) => void navigate(hrefOf(next))}
        />
      </Card>
      <section aria-label="Entries" aria-busy={log.isFetching} className="grid min-w-0 gap-4">
        <QueryState
          query={log}
          loadingLabel="Loading the audit log…"
          errorText="We could not load the audit log."
          isEmpty={(data) => data.entries.length === 0}
          empty={
            <p className="rounded-xl bg-white p-6 text-center text-navy-800 shadow-sm ring-1 ring-navy-100">
              No entry matches these filters.
            </p>
          }
        >
          {(data) => (
            <>
              <AuditEntries entries={data.entries} />
              <nav aria-label="Pages" className="flex flex-wrap gap-2">
                {filters.cursor ? (
                  <Button asChild variant="outline" size="sm">
                    <Link to={hrefOf({ ...filters, cursor: null })}>Newest</Link>
                  </Button>
                ) : null}
                {data.nextCursor ? (
                  <Button asChild variant="outline" size="sm">
                    <Link to={hrefOf({ ...filters, cursor: data.nextCursor })}>Older entries</Link>
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
