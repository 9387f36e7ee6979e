import { queryOptions, useQuery } from '@tanstack/react-query'
import { documentsContract } from '#shared/contracts/documents.contract.ts'
import { api } from '#client/lib/api-client.ts'

export const documentsKeys = {
  all: ['documents'] as const,
  lists: () => [...documentsKeys.all, 'list'] as const,
  byCase: (caseId: string) => [...documentsKeys.lists(), caseId] as const,
  checklist: (caseId: string) => [...documentsKeys.all, 'checklist', caseId] as const,
}

export const caseDocumentsQuery = (caseId: string) =>
  queryOptions({
    queryKey: documentsKeys.byCase(caseId),
    queryFn: ({ signal }) => api(documentsContract.listForCase, { params: { id: caseId }, signal }),
  })

/** A case's documents, newest first. */
export function useCaseDocuments(caseId: string) {
  return useQuery(caseDocumentsQuery(caseId))
}

/** What the case's filing authorities ask for, where each item stands, and staff's open requests. */
export function useCaseChecklist(caseId: string) {
  return useQuery(
    queryOptions({
      queryKey: documentsKeys.checklist(caseId),
      queryFn: ({ signal }) => api(documentsContract.checklist, { params: { id: caseId }, signal }),
    }),
  )
}
