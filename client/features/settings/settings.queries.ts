import { queryOptions, useQuery } from '@tanstack/react-query'
import { lazyApi } from '#client/lib/lazy-api.ts'

export const settingsKeys = {
  all: ['settings'] as const,
  public: () => [...settingsKeys.all, 'public'] as const,
  admin: () => [...settingsKeys.all, 'admin'] as const,
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

/** Every setting and catalog product with the editor's labels and who changed each last (admins). */
export function useAdminSettings() {
  return useQuery({
    queryKey: settingsKeys.admin(),
    queryFn: ({ signal }) =>
      lazyApi(
        () => import('#shared/contracts/settings.contract.ts').then((m) => m.settingsContract.adminSettings),
        { signal },
      ),
    // The editor starts from what is stored now, not from a copy another admin has since changed.
    staleTime: 0,
  })
}
