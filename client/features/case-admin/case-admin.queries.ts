import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { adminCasesContract, type AdminCaseListQuery } from '#shared/contracts/admin-cases.contract.ts'
import { casesContract } from '#shared/contracts/cases.contract.ts'
import { documentsContract } from '#shared/contracts/documents.contract.ts'
import { fingerprintsContract } from '#shared/contracts/fingerprints.contract.ts'
import { inboundMailAdminContract } from '#shared/contracts/inbound-mail.contract.ts'
import { api } from '#client/lib/api-client.ts'

/**
 * The staff case screens' query keys. Everything about one case sits under `caseAdminKeys.case(id)`,
 * so an action refreshes exactly the parts of that case it changed.
 */
export const caseAdminKeys = {
  all: ['case-admin'] as const,
  lists: () => [...caseAdminKeys.all, 'list'] as const,
  list: (query: AdminCaseListQuery) => [...caseAdminKeys.lists(), query] as const,
  case: (caseId: string) => [...caseAdminKeys.all, 'case', caseId] as const,
  detail: (caseId: string) => [...caseAdminKeys.case(caseId), 'detail'] as const,
  documents: (caseId: string) => [...caseAdminKeys.case(caseId), 'documents'] as const,
  checklist: (caseId: string) => [...caseAdminKeys.case(caseId), 'checklist'] as const,
  fingerprints: (caseId: string) => [...caseAdminKeys.case(caseId), 'fingerprints'] as const,
  fingerprintMail: (caseId: string) => [...caseAdminKeys.case(caseId), 'fingerprint-mail'] as const,
  activity: (caseId: string) => [...caseAdminKeys.case(caseId), 'activity'] as const,
}

export const adminCaseListQuery = (query: AdminCaseListQuery) =>
  queryOptions({
    queryKey: caseAdminKeys.list(query),
    queryFn: ({ signal }) => api(adminCasesContract.list, { query, signal }),
    // Staff work the list while cases move: read it again on each visit.
    staleTime: 0,
  })

/** One page of the case list; the page shown stays while the next one loads. */
export function useAdminCaseList(query: AdminCaseListQuery) {
  return useQuery({ ...adminCaseListQuery(query), placeholderData: keepPreviousData })
}

export const adminCaseQuery = (caseId: string) =>
  queryOptions({
    queryKey: caseAdminKeys.detail(caseId),
    queryFn: ({ signal }) => api(adminCasesContract.get, { params: { id: caseId }, signal }),
  })

export function useAdminCase(caseId: string, { isEnabled = true } = {}) {
  return useQuery({ ...adminCaseQuery(caseId), enabled: isEnabled })
}

/** The case's activity, newest first, as its customer sees it too. */
export function useCaseActivity(caseId: string) {
  return useQuery({
    queryKey: caseAdminKeys.activity(caseId),
    queryFn: ({ signal }) => api(casesContract.activity, { params: { id: caseId }, signal }),
  })
}

/** The case's documents, newest first, with where staff stand on each. */
export function useCaseDocuments(caseId: string) {
  return useQuery({
    queryKey: caseAdminKeys.documents(caseId),
    queryFn: ({ signal }) => api(documentsContract.listForCase, { params: { id: caseId }, signal }),
  })
}

/** What the case's filing authorities ask for, where each item stands, and the open requests. */
export function useCaseChecklist(caseId: string) {
  return useQuery({
    queryKey: caseAdminKeys.checklist(caseId),
    queryFn: ({ signal }) => api(documentsContract.checklist, { params: { id: caseId }, signal }),
  })
}

/** The case's fingerprint files with their analysis. */
export function useCaseFingerprints(caseId: string) {
  return useQuery({
    queryKey: caseAdminKeys.fingerprints(caseId),
    queryFn: ({ signal }) => api(fingerprintsContract.listForCase, { params: { id: caseId }, signal }),
  })
}

/** Mail to the case's fingerprint address, with its checks, its files and what became of it. */
export function useCaseFingerprintMail(caseId: string) {
  return useQuery({
    queryKey: caseAdminKeys.fingerprintMail(caseId),
    queryFn: ({ signal }) => api(inboundMailAdminContract.listForCase, { params: { id: caseId }, signal }),
  })
}
