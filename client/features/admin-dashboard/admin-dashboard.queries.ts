import { useQuery } from '@tanstack/react-query'
import { adminDashboardContract } from '#shared/contracts/admin-dashboard.contract.ts'
import { api } from '#client/lib/api-client.ts'

export const adminDashboardKeys = {
  all: ['admin-dashboard'] as const,
  figures: () => [...adminDashboardKeys.all, 'figures'] as const,
}

/** The dashboard reads its live figures again every minute while it is open. */
export const DASHBOARD_REFRESH_MS = 60_000

/** The back office's live figures (docs/decisions/034-live-admin-dashboard.md). */
export function useAdminDashboard() {
  return useQuery({
    queryKey: adminDashboardKeys.figures(),
    queryFn: ({ signal }) => api(adminDashboardContract.get, { signal }),
    staleTime: 0,
    refetchInterval: DASHBOARD_REFRESH_MS,
  })
}
