import { useMutation } from '@tanstack/react-query'
import { useEffect } from 'react'
import { eligibilityContract } from '#shared/contracts/eligibility.contract.ts'
import { funnelContract } from '#shared/contracts/funnel.contract.ts'
import type { EligibilityInput } from '#shared/domain/eligibility/input.ts'
import { api } from '#client/lib/api-client.ts'

/** Asks the rules engine for a verdict on the wizard's answers (open to visitors). */
export function useCheckEligibility() {
  return useMutation({
    mutationFn: (body: EligibilityInput) => api(eligibilityContract.check, { body }),
  })
}

/**
 * Tells the sales funnel, once when the wizard opens, that a visitor started it (the server counts
 * each visitor once a day). Fire and forget: a failure is not the visitor's concern.
 */
export function useWizardStarted() {
  const { mutate } = useMutation({ mutationFn: () => api(funnelContract.wizardStarted), retry: false })
  useEffect(() => mutate(), [mutate])
}
