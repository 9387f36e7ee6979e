import { queryOptions, useQuery } from '@tanstack/react-query'
import { casesContract } from '#shared/contracts/cases.contract.ts'
import { api, isClientError } from '#client/lib/api-client.ts'

export const casesKeys = {
  all: ['cases'] as const,
  lists: () => [...casesKeys.all, 'list'] as const,
  byUser: (userId: string) => [...casesKeys.lists(), userId] as const,
  details: () => [...casesKeys.all, 'detail'] as const,
  detail: (caseId: string) => [...casesKeys.details(), caseId] as const,
  activity: (caseId: string) => [...casesKeys.detail(caseId), 'activity'] as const,
}

export const userCasesQuery = (userId: string) =>
  queryOptions({
    queryKey: casesKeys.byUser(userId),
    queryFn: ({ signal }) => api(casesContract.listByUser, { params: { userId }, signal }),
  })

/** The customer's cases, newest first; nothing is sent until the user id is known. */
export function useUserCases(userId: string | undefined) {
  return useQuery({ ...userCasesQuery(userId ?? ''), enabled: Boolean(userId) })
}

// The case page asks again up to 3 times, but never after a 4xx answer (401 and 404 included):
// asking again would get the same answer.
const CASE_RETRIES = 3

export const caseQuery = (caseId: string) =>
  queryOptions({
    queryKey: casesKeys.detail(caseId),
    queryFn: ({ signal }) => api(casesContract.get, { params: { id: caseId }, signal }),
    retry: (failureCount, error) => !isClientError(error) && failureCount < CASE_RETRIES,
  })

/** One case with its stored eligibility result; `isEnabled` false sends nothing (an id that cannot be one). */
export function useCase(caseId: string, { isEnabled = true } = {}) {
  return useQuery({ ...caseQuery(caseId), enabled: isEnabled })
}

export const caseActivityQuery = (caseId: string) =>
  queryOptions({
    queryKey: casesKeys.activity(caseId),
    queryFn: ({ signal }) => api(casesContract.activity, { params: { id: caseId }, signal }),
  })

/** The case's activity log, newest first, each entry in plain words. */
export function useCaseActivity(caseId: string) {
  return useQuery(caseActivityQuery(caseId))
}
