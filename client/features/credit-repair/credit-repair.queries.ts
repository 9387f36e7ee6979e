import { queryOptions, useQuery } from '@tanstack/react-query'
import { creditRepairAdminContract, creditRepairContract } from '#shared/contracts/credit-repair.contract.ts'
import { api } from '#client/lib/api-client.ts'

/** The credit repair's query keys: the customer's own overview, and one case's as staff see it. */
export const creditRepairKeys = {
  all: ['credit-repair'] as const,
  overview: () => [...creditRepairKeys.all, 'overview'] as const,
  staff: (caseId: string) => [...creditRepairKeys.all, 'staff', caseId] as const,
}

export const creditRepairOverviewQuery = () =>
  queryOptions({
    queryKey: creditRepairKeys.overview(),
    queryFn: ({ signal }) => api(creditRepairContract.overview, { signal }),
    // 409 (no paid package) is an answer, not a failure to retry.
    retry: false,
  })

/** The signed-in customer's credit repair: progress, items and letters by bureau, monitoring. */
export function useCreditRepairOverview() {
  return useQuery(creditRepairOverviewQuery())
}

/** The credit repair of a case's customer, as staff see it (409 when they have none). */
export function useStaffCreditRepair(caseId: string) {
  return useQuery({
    queryKey: creditRepairKeys.staff(caseId),
    queryFn: ({ signal }) =>
      api(creditRepairAdminContract.caseCreditRepair, { params: { id: caseId }, signal }),
    retry: false,
  })
}
