import { z } from 'zod'
import type { ContractTable } from './contract.ts'

// The application's test clock (docs/decisions/033-affiliate-test-clock.md): the affiliate ledger,
// its payout schedule and credit repair's dates all read "now" from it.

export const ClockStatusSchema = z.object({
  /** The test clock's offset from the real time, in days; null outside test mode. */
  testClockDays: z.number().nullable(),
  /** The clock's now (ISO 8601): real time plus the offset. */
  now: z.string(),
})
export type ClockStatus = z.infer<typeof ClockStatusSchema>

export const TestClockInputSchema = z.object({
  days: z.number().int('Whole days only.').min(1, 'At least 1 day.').max(400, 'At most 400 days at a time.'),
})

export const clockContract = {
  status: {
    method: 'GET',
    path: '/api/admin/clock',
    summary: "The application's clock: its now and the test clock's offset (null outside test mode)",
    access: 'admin',
    response: ClockStatusSchema,
  },
  advance: {
    method: 'POST',
    path: '/api/admin/clock/advance',
    summary: "Moves the application's clock forward (test mode only, like Stripe's test clocks)",
    access: 'admin',
    body: TestClockInputSchema,
    response: ClockStatusSchema,
  },
} as const satisfies ContractTable
