import { z } from 'zod'
import type { ContractTable } from './contract.ts'

export const PublicSettingsSchema = z.object({
  company: z.object({
    name: z.string(),
    address: z.string(),
    supportEmail: z.string(),
    supportPhone: z.string().nullable(),
  }),
  deadline: z.object({
    deadlineAt: z.string(),
    isPostLawActive: z.boolean(),
    postLawIncreaseCents: z.number().int(),
  }),
  /** No real money moves (sandbox or Stripe test keys): every page shows the test-mode banner. */
  isTestMode: z.boolean(),
})
export type PublicSettings = z.infer<typeof PublicSettingsSchema>

export const settingsContract = {
  publicSettings: {
    method: 'GET',
    path: '/api/settings/public',
    summary: 'Company details, the deadline banner and test mode, as the public site shows them',
    access: 'public',
    response: PublicSettingsSchema,
  },
} as const satisfies ContractTable
