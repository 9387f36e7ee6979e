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
    queryFn: async ({ signal }) => (await api(creditRepairContract.overview, { signal })).overview,
  })

/**
 * The signed-in customer's credit repair: progress, items and letters by bureau, monitoring; null
 * while they have no paid package.
 */
export function useCreditRepairOverview() {
  return useQuery(creditRepairOverviewQuery())
}

/** The credit repair of a case's customer, as staff see it (null when they have none). */
export function useStaffCreditRepair(caseId: string) {
  return useQuery({
    queryKey: creditRepairKeys.staff(caseId),
    queryFn: async ({ signal }) =>
      (await api(creditRepairAdminContract.caseCreditRepair, { params: { id: caseId }, signal })).overview,
  })
}
