/**
 * Money rules of DECISIONS §1, in integer cents, shared by checkout, the summary and the pages so
 * every figure is computed the same way.
 */

/** The deposit that opens the work on the pay-later plan: a share of the package price, to the cent. */
export function depositCents(priceCents: number, depositPercent: number): number {
  return Math.round((priceCents * depositPercent) / 100)
}

/** The Easy Payments estimate: the price spread over the months, rounded up to the cent. */
export function monthlyEstimateCents(priceCents: number, months: number): number {
  return Math.ceil(priceCents / months)
}

/** What the bundle saves against buying federal and state separately. */
export function bundleSavingsCents(federalCents: number, stateCents: number, bundleCents: number): number {
  return federalCents + stateCents - bundleCents
}

import type { PaymentPlan } from './orders.ts'

export type { PaymentPlan }

/**
 * An order's total (package plus the manual ID fee when identity is not verified) and what is due
 * now: everything, or the deposit (the fee and the rest are part of the balance).
 */
export function orderAmounts(input: {
  priceCents: number
  idFeeCents: number
  plan: PaymentPlan
  depositPercent: number
}): { totalCents: number; dueNowCents: number } {
  const totalCents = input.priceCents + input.idFeeCents
  const dueNowCents =
    input.plan === 'DEPOSIT' ? depositCents(input.priceCents, input.depositPercent) : totalCents
  return { totalCents, dueNowCents }
}
