import { useMutation, useQueryClient } from '@tanstack/react-query'
import { seoToolContract, type UpdateSeoPageInput } from '#shared/contracts/seo-tool.contract.ts'
import { api } from '#client/lib/api-client.ts'
import { seoToolKeys } from './seo-tool.queries.ts'

// Every change to the overrides moves the cards, the backups, the findings and any diff shown.
function useSeoAction<V, R>(action: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: action,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: seoToolKeys.all }),
  })
}

/** Backs up the overrides, then fixes every page by the rules (and the LLM when asked). */
export function useOptimizeSeo() {
  return useSeoAction(({ withLlm }: { withLlm: boolean }) =>
    api(seoToolContract.optimize, { query: { llm: withLlm ? 'true' : 'false' } }),
  )
}

/** Backs up the overrides, then puts back those of the backup. */
export function useRestoreSeoBackup() {
  return useSeoAction((backupId: number) =>
    api(seoToolContract.restore, { params: { backupId: String(backupId) } }),
  )
}

/** Replaces one page's head override. */
export function useUpdateSeoPage() {
  return useSeoAction((body: UpdateSeoPageInput) => api(seoToolContract.updatePage, { body }))
}
