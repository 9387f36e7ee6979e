import { useMutation } from '@tanstack/react-query'
import { eligibilityContract } from '#shared/contracts/eligibility.contract.ts'
import type { EligibilityInput } from '#shared/domain/eligibility/input.ts'
import { api } from '#client/lib/api-client.ts'

/** Asks the rules engine for a verdict on the wizard's answers (open to visitors). */
export function useCheckEligibility() {
  return useMutation({
    mutationFn: (body: EligibilityInput) => api(eligibilityContract.check, { body }),
  })
}
