import { z } from 'zod'
import { BalanceAdjustmentInputSchema } from '#shared/contracts/affiliate-management.contract.ts'
import { TestClockInputSchema } from '#shared/contracts/clock.contract.ts'
import { parseDollars } from './affiliate-management-display.ts'

// The dialogs' forms take what a person types (dollars, a direction) and hand the contract's body
// on; every rule the server enforces is the contract's own schema, so the messages are the same.

export const ADJUSTMENT_DIRECTIONS = ['CREDIT', 'DEBIT'] as const

export const AMOUNT_MESSAGE = 'Enter an amount in dollars, such as 25 or 25.50.'

const amountCents = BalanceAdjustmentInputSchema.shape.amountCents

/** The Adjust balance form: an amount in dollars, credit or debit, and the reason; sent as signed cents. */
export const BalanceAdjustmentFormSchema = z
  .object({
    amount: z.string().transform((text, ctx) => {
      const cents = parseDollars(text)
      if (cents === null) {
        ctx.addIssue({ code: 'custom', message: AMOUNT_MESSAGE })
        return z.NEVER
      }
      return cents
    }),
    direction: z.enum(ADJUSTMENT_DIRECTIONS, { error: 'Choose credit or debit.' }),
    reason: BalanceAdjustmentInputSchema.shape.reason,
  })
  .transform(({ amount, direction, reason }, ctx) => {
    const signed = direction === 'DEBIT' ? -amount : amount
    const checked = amountCents.safeParse(signed)
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['amount'] })
      }
      return z.NEVER
    }
    return { amountCents: checked.data, reason }
  })
export type BalanceAdjustmentForm = z.input<typeof BalanceAdjustmentFormSchema>

/** The test clock's Advance form: whole days, as the contract bounds them. */
export const TestClockFormSchema = z.object({
  days: z.number({ error: 'Enter a number of days.' }).pipe(TestClockInputSchema.shape.days),
})
