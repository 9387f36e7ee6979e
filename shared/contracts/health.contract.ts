import { z } from 'zod'
import type { ContractTable } from './contract.ts'

export const HealthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') })

export const healthContract = {
  check: {
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness and database check (503 when the database does not answer)',
    access: 'public',
    response: HealthSchema,
  },
} as const satisfies ContractTable
