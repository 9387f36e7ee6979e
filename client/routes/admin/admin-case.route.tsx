import { Link, useParams } from 'react-router'
import { CaseIdParamsSchema } from '#shared/contracts/cases.contract.ts'
import { QueryState } from '#client/components/ui/query-state.tsx'
import { useAdminCase } from '#client/features/case-admin/case-admin.queries.ts'
import { CaseAdminView } from '#client/features/case-admin/components/case-admin-view.tsx'
import { StaffCreditRepairPanel } from '#client/features/credit-repair/components/staff-credit-repair-panel.tsx'
import { EligibilityResultPanel } from '#client/features/eligibility/components/eligibility-result-panel.tsx'
import { hasStatus } from '#client/lib/api-client.ts'
import { pagePaths } from '#client/lib/paths.ts'

/** /admin/cases/:id: one case as staff work it. */
export function AdminCaseRoute() {
  const { id = '' } = useParams()
  // An id that cannot be a case id is answered here, without asking the server.
  const isPossibleId = CaseIdParamsSchema.safeParse({ id }).success
  const query = useAdminCase(id, { isEnabled: isPossibleId })

  if (!isPossibleId || hasStatus(query.error, 400, 404)) return <AdminCaseNotFound />
  if (query.data) {
    return (
      <CaseAdminView
        item={query.data}
        verdictPanel={<EligibilityResultPanel result={query.data.eligibility} />}
        creditRepairPanel={<StaffCreditRepairPanel caseId={query.data.id} />}
      />
    )
  }
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8">
      <QueryState query={query} loadingLabel="Loading the case…" errorText="We could not load this case.">
        {() => null}
      </QueryState>
    </div>
  )
}

function AdminCaseNotFound() {
  return (
    <div className="mx-auto grid w-full max-w-xl justify-items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-navy-950">Case not found</h1>
      <p className="text-navy-800">No case has this number. It may have been typed wrong.</p>
      <Link to={pagePaths.adminCases} className="font-semibold text-navy-800 underline underline-offset-2">
        All cases
      </Link>
    </div>
  )
}
