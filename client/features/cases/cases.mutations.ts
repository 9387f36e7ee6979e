import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  casesContract,
  type CaseDetail,
  type ChoosePackageInput,
  type CreateCaseInput,
  type QuestionAnswer,
} from '#shared/contracts/cases.contract.ts'
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

// Each change to a case answers with the case as it now is: the page shows it at once, and the
// lists (package, status) are read again.
function useCaseChange<V>(caseId: string, change: (variables: V) => Promise<CaseDetail>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSuccess: (detail) => {
      queryClient.setQueryData(casesKeys.detail(caseId), detail)
      void queryClient.invalidateQueries({ queryKey: casesKeys.lists() })
      void queryClient.invalidateQueries({ queryKey: casesKeys.activity(caseId) })
    },
  })
}

/** Chooses the case's package; another than the recommended one needs the warning confirmed. */
export function useChoosePackage(caseId: string) {
  return useCaseChange(caseId, (body: ChoosePackageInput) =>
    api(casesContract.choosePackage, { params: { id: caseId }, body }),
  )
}

/** Answers the open questions (none: judged again on today's date) and runs the check again. */
export function useRecheckEligibility(caseId: string) {
  return useCaseChange(caseId, (answers: QuestionAnswer[]) =>
    api(casesContract.recheckEligibility, { params: { id: caseId }, body: { answers } }),
  )
}

/** Records the acknowledgement to pay before our review, with its full-refund guarantee. */
export function useAcknowledgeReview(caseId: string) {
  return useCaseChange(caseId, () =>
    api(casesContract.acknowledgeReview, { params: { id: caseId }, body: { isAccepted: true } }),
  )
}

/** Schedules the e-mail reminder on the date the wait runs out. */
export function useScheduleReminder(caseId: string) {
  return useCaseChange(caseId, () => api(casesContract.scheduleReminder, { params: { id: caseId } }))
}

/** Cancels the e-mail reminder. */
export function useCancelReminder(caseId: string) {
  return useCaseChange(caseId, () => api(casesContract.cancelReminder, { params: { id: caseId } }))
}

/** Submits a READY_TO_SEND case: it becomes SUBMITTED. */
export function useSubmitCase(caseId: string) {
  return useCaseChange(caseId, () => api(casesContract.submit, { params: { id: caseId } }))
}
