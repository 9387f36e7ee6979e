import { EmptySchema, type ContractTable } from './contract.ts'

/**
 * The steps of the sales funnel the server cannot see in its own tables (docs/decisions/034): the
 * wizard opening. The verdict is counted where POST /api/eligibility answers.
 */
export const funnelContract = {
  wizardStarted: {
    method: 'POST',
    path: '/api/funnel/wizard-started',
    summary:
      'Counts a visitor opening the eligibility wizard: once per visitor and business day, bots left out',
    access: 'public',
    response: EmptySchema,
    status: 204,
    rateLimit: { scope: 'funnel:ip', per: 'ip', limit: 'publicForm' },
  },
} as const satisfies ContractTable
