import { useQuery } from '@tanstack/react-query'
import { seoToolContract } from '#shared/contracts/seo-tool.contract.ts'
import { api } from '#client/lib/api-client.ts'

export const seoToolKeys = {
  all: ['seo-tool'] as const,
  status: () => [...seoToolKeys.all, 'status'] as const,
  backups: () => [...seoToolKeys.all, 'backups'] as const,
  audit: () => [...seoToolKeys.all, 'audit'] as const,
  diff: (backupId: number) => [...seoToolKeys.all, 'diff', backupId] as const,
}

/** The four cards: pages found, backups, whether the LLM key is set, the last backup. */
export function useSeoStatus() {
  return useQuery({
    queryKey: seoToolKeys.status(),
    queryFn: ({ signal }) => api(seoToolContract.status, { signal }),
    select: (data) => data.status,
    staleTime: 0,
  })
}

/** Every backup of the head overrides, newest first. */
export function useSeoBackups() {
  return useQuery({
    queryKey: seoToolKeys.backups(),
    queryFn: ({ signal }) => api(seoToolContract.backups, { signal }),
    select: (data) => data.backups,
    staleTime: 0,
  })
}

/** The findings of every prerendered page as it is served now. */
export function useSeoAudit() {
  return useQuery({
    queryKey: seoToolKeys.audit(),
    queryFn: ({ signal }) => api(seoToolContract.audit, { signal }),
    staleTime: 0,
  })
}

/** What differs between a backup and the overrides now; loaded only while it is shown. */
export function useSeoDiff(backupId: number | null) {
  return useQuery({
    queryKey: seoToolKeys.diff(backupId ?? 0),
    queryFn: ({ signal }) => api(seoToolContract.diff, { params: { backupId: String(backupId) }, signal }),
    enabled: backupId !== null,
    staleTime: 0,
  })
}
