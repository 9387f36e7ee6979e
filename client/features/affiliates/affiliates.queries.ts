import { queryOptions, useQuery } from '@tanstack/react-query'
import { affiliatesContract, type AffiliateProfile } from '#shared/contracts/affiliates.contract.ts'
import { api } from '#client/lib/api-client.ts'

/** The spec's refresh rate of an affiliate's statistics (001 §9), also used for their payouts. */
export const AFFILIATE_REFRESH_MS = 30_000

export const affiliatesKeys = {
  all: ['affiliates'] as const,
  envConfig: () => [...affiliatesKeys.all, 'env-config'] as const,
  me: (userId: string) => [...affiliatesKeys.all, 'me', userId] as const,
  stats: (code: string) => [...affiliatesKeys.all, 'stats', code] as const,
  payouts: (code: string) => [...affiliatesKeys.all, 'payouts', code] as const,
}

/** Whether sign-ups are open (else the launch list shows); cached 5 minutes like every query. */
export const envConfigQuery = () =>
  queryOptions({
    queryKey: affiliatesKeys.envConfig(),
    queryFn: ({ signal }) => api(affiliatesContract.envConfig, { signal }),
  })

/** The signed-in customer's affiliate profile, or null when they are not an affiliate. */
export const affiliateProfileQuery = (userId: string) =>
  queryOptions({
    queryKey: affiliatesKeys.me(userId),
    queryFn: async ({ signal }): Promise<AffiliateProfile | null> =>
      (await api(affiliatesContract.me, { signal })).profile,
  })

/** An affiliate's figures, refreshed every 30 seconds while shown. */
export const affiliateStatsQuery = (code: string) =>
  queryOptions({
    queryKey: affiliatesKeys.stats(code),
    queryFn: ({ signal }) => api(affiliatesContract.stats, { params: { code }, signal }),
    refetchInterval: AFFILIATE_REFRESH_MS,
  })

/** An affiliate's payouts, ledger and next payout date, refreshed every 30 seconds while shown. */
export const affiliatePayoutsQuery = (code: string) =>
  queryOptions({
    queryKey: affiliatesKeys.payouts(code),
    queryFn: ({ signal }) => api(affiliatesContract.payouts, { params: { code }, signal }),
    refetchInterval: AFFILIATE_REFRESH_MS,
  })

export function useEnvConfig() {
  return useQuery(envConfigQuery())
}

export function useAffiliateProfile(userId: string | null) {
  return useQuery({ ...affiliateProfileQuery(userId ?? ''), enabled: userId !== null })
}

export function useAffiliateStats(code: string | null) {
  return useQuery({ ...affiliateStatsQuery(code ?? ''), enabled: code !== null })
}

export function useAffiliatePayouts(code: string) {
  return useQuery(affiliatePayoutsQuery(code))
}
