import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import {
  affiliateManagementContract,
  type AffiliateManagementRow,
  type AffiliateStatusInputSchema,
  type BalanceAdjustmentInputSchema,
  type CronStatus,
} from '#shared/contracts/affiliate-management.contract.ts'
import type { EnvConfig } from '#shared/contracts/affiliates.contract.ts'
import { clockContract } from '#shared/contracts/clock.contract.ts'
import { api } from '#client/lib/api-client.ts'
import { affiliateManagementKeys } from './affiliate-management.queries.ts'

function refresh(queryClient: QueryClient, keys: readonly (readonly unknown[])[]) {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey })
}

// An action on one affiliate answers with its row as it now is: the table shows it at once, and
// the list is read again for anything else that moved.
function useAffiliateAction<V>(action: (variables: V) => Promise<AffiliateManagementRow>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: action,
    onSuccess: (row) => {
      queryClient.setQueryData<AffiliateManagementRow[]>(affiliateManagementKeys.affiliates(), (rows) =>
        rows?.map((existing) => (existing.id === row.id ? row : existing)),
      )
      refresh(queryClient, [affiliateManagementKeys.affiliates()])
    },
  })
}

/** Deactivates or reactivates an affiliate, with the reason the audit log keeps. */
export function useSetAffiliateStatus() {
  return useAffiliateAction(
    ({ affiliateId, body }: { affiliateId: string; body: z.input<typeof AffiliateStatusInputSchema> }) =>
      api(affiliateManagementContract.setStatus, { params: { id: affiliateId }, body }),
  )
}

/** Credits or debits an affiliate's balance (signed cents), with the reason the audit log keeps. */
export function useAdjustBalance() {
  return useAffiliateAction(
    ({ affiliateId, body }: { affiliateId: string; body: z.input<typeof BalanceAdjustmentInputSchema> }) =>
      api(affiliateManagementContract.adjustBalance, { params: { id: affiliateId }, body }),
  )
}

/**
 * Pays every eligible affiliate now. Balances, the payout list, the run history and the payout
 * task's last run all change, also when the run fails part-way, so all are read again either way.
 */
export function useRunPayouts() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api(affiliateManagementContract.runPayouts),
    onSettled: () =>
      refresh(queryClient, [
        affiliateManagementKeys.affiliates(),
        affiliateManagementKeys.recentPayouts(),
        affiliateManagementKeys.payoutRuns(),
        affiliateManagementKeys.cronStatus(),
      ]),
  })
}

/** Opens the program for sign-ups, or shows the launch list on the affiliate page instead. */
export function useSetProgramOpen() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (isOpen: boolean) =>
      api(affiliateManagementContract.setProgramOpen, { body: { affiliatesPublic: isOpen } }),
    onSuccess: (config) => queryClient.setQueryData<EnvConfig>(affiliateManagementKeys.program(), config),
  })
}

/**
 * Moves the application's test clock forward (test mode): holds end and payouts fall due as if the
 * days had passed, so the system status, the balances and the payouts are read again.
 */
export function useAdvanceTestClock() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (days: number) => api(clockContract.advance, { body: { days } }),
    onSuccess: (clock) => {
      // The panel shows the new offset at once; the tasks' next runs come with the refetch.
      queryClient.setQueryData<CronStatus>(
        affiliateManagementKeys.cronStatus(),
        (status) => status && { ...status, testClockDays: clock.testClockDays },
      )
      refresh(queryClient, [
        affiliateManagementKeys.cronStatus(),
        affiliateManagementKeys.affiliates(),
        affiliateManagementKeys.recentPayouts(),
      ])
    },
  })
}
