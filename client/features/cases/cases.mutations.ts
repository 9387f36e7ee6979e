import { useMutation, useQueryClient } from '@tanstack/react-query'
import { casesContract, type CreateCaseInput } from '#shared/contracts/cases.contract.ts'
import { api } from '#client/lib/api-client.ts'
import { casesKeys } from './cases.queries.ts'

/** Opens a case from a completed wizard; the dashboard's list is read again afterwards. */
export function useCreateCase() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateCaseInput) => api(casesContract.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: casesKeys.lists() }),
  })
}
