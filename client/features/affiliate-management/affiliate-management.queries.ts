import { queryOptions, useQuery } from '@tanstack/react-query'
import { affiliateManagementContract } from '#shared/contracts/affiliate-management.contract.ts'
import { affiliatesContract } from '#shared/contracts/affiliates.contract.ts'
import { api } from '#client/lib/api-client.ts'

/** The affiliate management screen's query keys: each action refreshes the ones it changed. */
export const affiliateManagementKeys = {
  all: ['affiliate-management'] as const,
  affiliates: () => [...affiliateManagementKeys.all, 'affiliates'] as const,
  recentPayouts: () => [...affiliateManagementKeys.all, 'recent-payouts'] as const,
  payoutRuns: () => [...affiliateManagementKeys.all, 'payout-runs'] as const,
  cronStatus: () => [...affiliateManagementKeys.all, 'cron-status'] as const,
  policy: () => [...affiliateManagementKeys.all, 'policy'] as const,
  program: () => [...affiliateManagementKeys.all, 'program'] as const,
}

// The polling intervals of spec 002 §9.
const LISTS_POLL_MS = 30_000
const CRON_POLL_MS = 10_000

/** Every affiliate with badges, balances and last payout, read again every 30 s. */
export function useAffiliateManagement() {
  return useQuery({
    queryKey: affiliateManagementKeys.affiliates(),
    queryFn: ({ signal }) => api(affiliateManagementContract.management, { signal }),
    staleTime: 0,
    refetchInterval: LISTS_POLL_MS,
  })
}

/** The 10 latest payouts, read again every 30 s. */
export function useRecentPayouts() {
  return useQuery({
    queryKey: affiliateManagementKeys.recentPayouts(),
    queryFn: ({ signal }) => api(affiliateManagementContract.recentPayouts, { signal }),
    staleTime: 0,
    refetchInterval: LISTS_POLL_MS,
  })
}

/** The latest payout runs, with whom each skipped and why, read again every 30 s (the schedule runs too). */
export function usePayoutRuns() {
  return useQuery({
    queryKey: affiliateManagementKeys.payoutRuns(),
    queryFn: ({ signal }) => api(affiliateManagementContract.payoutRuns, { signal }),
    staleTime: 0,
    refetchInterval: LISTS_POLL_MS,
  })
}

export const cronStatusQuery = () =>
  queryOptions({
    queryKey: affiliateManagementKeys.cronStatus(),
    queryFn: ({ signal }) => api(affiliateManagementContract.cronStatus, { signal }),
    staleTime: 0,
    refetchInterval: CRON_POLL_MS,
  })

/** The payout provider, hold days, business time zone and scheduled tasks, read again every 10 s. */
export function useCronStatus() {
  return useQuery(cronStatusQuery())
}

/** The payout policy's paragraphs, from the settings. */
export function usePayoutPolicy() {
  return useQuery({
    queryKey: affiliateManagementKeys.policy(),
    queryFn: ({ signal }) => api(affiliateManagementContract.payoutPolicy, { signal }),
  })
}

/** Whether the program takes sign-ups (affiliatesPublic); the launch list shows while it does not. */
export function useProgramConfig() {
  return useQuery({
    queryKey: affiliateManagementKeys.program(),
    queryFn: ({ signal }) => api(affiliatesContract.envConfig, { signal }),
    staleTime: 0,
  })
}
