import { queryOptions, useQuery } from '@tanstack/react-query'
import { settingsContract } from '#shared/contracts/settings.contract.ts'
import { api } from '#client/lib/api-client.ts'

export const settingsKeys = {
  all: ['settings'] as const,
  public: () => [...settingsKeys.all, 'public'] as const,
}

export const publicSettingsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.public(),
    queryFn: ({ signal }) => api(settingsContract.publicSettings, { signal }),
  })

/** Company details and deadline as the public site shows them (undefined while loading). */
export function usePublicSettings() {
  return useQuery(publicSettingsQuery()).data
}
