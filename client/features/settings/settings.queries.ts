import { queryOptions, useQuery } from '@tanstack/react-query'
import { lazyApi } from '#client/lib/lazy-api.ts'

export const settingsKeys = {
  all: ['settings'] as const,
  public: () => [...settingsKeys.all, 'public'] as const,
}

export const publicSettingsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.public(),
    queryFn: ({ signal }) =>
      lazyApi(
        () => import('#shared/contracts/settings.contract.ts').then((m) => m.settingsContract.publicSettings),
        { signal },
      ),
  })

/** Company details and deadline as the public site shows them (undefined while loading). */
export function usePublicSettings() {
  return useQuery(publicSettingsQuery()).data
}
