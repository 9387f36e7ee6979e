import type { ReactNode } from 'react'
import { CaseIdParamsSchema, type CaseDetail } from '#shared/contracts/cases.contract.ts'
import { LoadFailed } from '#client/components/ui/query-state.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { hasStatus } from '#client/lib/api-client.ts'
import { useCase } from '../cases.queries.ts'
import { CaseNotFound } from './case-not-found.tsx'

type WithOptionalCaseProps = {
  /** The case a page was opened for, or null when it was opened without one. */
  caseId: string | null
  /** Shown when the session ended meanwhile (the page's sign-in redirect). */
  signedOut: ReactNode
  children: (item: CaseDetail | null) => ReactNode
}

/**
 * For pages that may name a case (checkout, ID verification): loads it and renders the children
 * with it, or with null when none was named. A case that is not the customer's is not found.
 */
export function WithOptionalCase({ caseId, signedOut, children }: WithOptionalCaseProps) {
  const isPossibleId = caseId !== null && CaseIdParamsSchema.safeParse({ id: caseId }).success
  const item = useCase(caseId ?? '', { isEnabled: isPossibleId })
  if (caseId === null) return children(null)
  if (!isPossibleId || hasStatus(item.error, 400, 404)) return <CaseNotFound />
  if (hasStatus(item.error, 401)) return signedOut
  if (item.isPending) return <Spinner label="Loading your case…" />
  if (item.isError) {
    return (
      <LoadFailed
        layout="page"
        text="We could not load this case. Please try again."
        onRetry={item.refetch}
      />
    )
  }
  return children(item.data)
}
