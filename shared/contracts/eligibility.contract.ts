import { EligibilityInputSchema } from '../domain/eligibility/input.ts'
import { EligibilityResultSchema } from '../domain/eligibility/result.ts'
import type { ContractTable } from './contract.ts'

export const eligibilityContract = {
  check: {
    method: 'POST',
    path: '/api/eligibility',
    summary: 'Judge eligibility for federal and state restoration from the facts given (legal information)',
    access: 'public',
    body: EligibilityInputSchema,
    response: EligibilityResultSchema,
    rateLimit: { scope: 'eligibility:ip', per: 'ip', limit: 'publicForm' },
  },
} as const satisfies ContractTable
