import { ACTORS } from './roles.ts'

/**
 * An order's life (DECISIONS §6, docs/decisions/014-orders-own-their-life.md): every list of values
 * once, feeding the zod schemas of the contracts and the Drizzle columns alike.
 */

/** PENDING until money arrives; DEPOSIT_PAID part-paid; PAID nothing due; REFUNDED for good. */
export const ORDER_STATUSES = ['PENDING', 'DEPOSIT_PAID', 'PAID', 'REFUNDED', 'DISPUTED', 'CANCELED'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** Statuses in which an order holds the customer's money and opens the work on its case. */
export const PAID_ORDER_STATUSES = ['DEPOSIT_PAID', 'PAID'] as const satisfies readonly OrderStatus[]

/** Statuses in which an order may still take money: nothing or only the deposit is paid. */
export const PAYABLE_ORDER_STATUSES = ['PENDING', 'DEPOSIT_PAID'] as const satisfies readonly OrderStatus[]

/** Statuses an admin may refund from. */
export const REFUNDABLE_ORDER_STATUSES = [
  'DEPOSIT_PAID',
  'PAID',
  'DISPUTED',
] as const satisfies readonly OrderStatus[]

export const PAYMENT_PLANS = ['FULL', 'DEPOSIT'] as const
export type PaymentPlan = (typeof PAYMENT_PLANS)[number]

/** Who returned money: the customer's cancellation, an admin, or fulfilment refusing a payment. */
export const REFUND_ACTORS = ACTORS
export type RefundActor = (typeof REFUND_ACTORS)[number]

/** Why an order was flagged to admins. */
export const ORDER_FLAG_KINDS = [
  /** Money arrived for an order already paid, refunded or cancelled, for a replaced attempt, or beyond what was due: refunded at once. */
  'PAYMENT_REFUSED',
  /** The provider reported another amount or currency than the attempt asked for: not fulfilled. */
  'PAYMENT_AMOUNT_MISMATCH',
] as const
export type OrderFlagKind = (typeof ORDER_FLAG_KINDS)[number]

/** The status an order reaches once `paidCents` of `amountCents` are collected. */
export function statusAfterPayment(paidCents: number, amountCents: number): 'PAID' | 'DEPOSIT_PAID' {
  return paidCents >= amountCents ? 'PAID' : 'DEPOSIT_PAID'
}
