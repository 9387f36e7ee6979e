import { Link, useParams } from 'react-router'
import { CaseIdParamsSchema } from '#shared/contracts/cases.contract.ts'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { RequireUser, SignedOutRedirect } from '#client/features/auth/components/require-user.tsx'
import { useCase } from '#client/features/cases/cases.queries.ts'
import { CaseHeader } from '#client/features/cases/components/case-header.tsx'
import { CaseSummaryCard } from '#client/features/cases/components/case-summary-card.tsx'
import { CaseTracker } from '#client/features/cases/components/case-tracker.tsx'
import { EligibilityResultPanel } from '#client/features/eligibility/components/eligibility-result-panel.tsx'
import { hasStatus } from '#client/lib/api-client.ts'
import { pagePaths } from '#client/lib/paths.ts'

export function CaseRoute() {
  const { id = '' } = useParams()
  return <RequireUser>{() => <CasePage caseId={id} />}</RequireUser>
}

function CasePage({ caseId }: { caseId: string }) {
  // An id that cannot be a case id is answered here, without asking the server.
  const isPossibleId = CaseIdParamsSchema.safeParse({ id: caseId }).success
  const query = useCase(caseId, { isEnabled: isPossibleId })

  if (!isPossibleId || hasStatus(query.error, 400, 404)) return <CaseNotFound />
  if (hasStatus(query.error, 401)) return <SignedOutRedirect />
  if (query.isPending) return <Spinner label="Loading your case…" />
  if (query.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-4 py-16 text-center">
        <p className="text-navy-900">We could not load this case. Please try again.</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    )
  }

  const item = query.data
  return (
    <div className="grow bg-navy-50">
      <div className="mx-auto grid w-full max-w-6xl content-start gap-6 px-4 py-10 sm:py-12">
        <CaseHeader item={item} />
        <CaseTracker
          status={item.status}
          documentCount={item.documentCount}
          fingerprintCount={item.fingerprintCount}
        />
        <div className="grid items-start gap-6 lg:grid-cols-3">
          <Card className="lg:col-span-2">
            <section aria-labelledby="case-eligibility-heading" className="grid gap-4">
              <h2 id="case-eligibility-heading" className="text-xl font-semibold text-navy-950">
                Your eligibility check
              </h2>
              <EligibilityResultPanel result={item.eligibility} />
            </section>
          </Card>
          <CaseSummaryCard item={item} />
        </div>
      </div>
    </div>
  )
}

function CaseNotFound() {
  return (
    <div className="mx-auto grid w-full max-w-xl grow content-center justify-items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-navy-950">Case Not Found</h1>
      <p className="text-navy-700">The requested case could not be found.</p>
      <Button asChild className="mt-4">
        <Link to={pagePaths.home}>Back to Dashboard</Link>
      </Button>
    </div>
  )
}
