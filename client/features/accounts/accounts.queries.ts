import { queryOptions, useQuery } from '@tanstack/react-query'
import { accountsContract } from '#shared/contracts/accounts.contract.ts'
import { api } from '#client/lib/api-client.ts'

export const accountKeys = {
  all: ['accounts'] as const,
  settings: () => [...accountKeys.all, 'settings'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
}

export const accountSettingsQuery = () =>
  queryOptions({
    queryKey: accountKeys.settings(),
    queryFn: ({ signal }) => api(accountsContract.getAccount, { signal }),
  })

export const accountSessionsQuery = () =>
  queryOptions({
    queryKey: accountKeys.sessions(),
    queryFn: ({ signal }) => api(accountsContract.listSessions, { signal }),
  })

export function useAccountSettings() {
  return useQuery(accountSettingsQuery())
}

export function useAccountSessions() {
  return useQuery(accountSessionsQuery())
}
