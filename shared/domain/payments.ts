/**
 * Payment attempts (docs/decisions/014-orders-own-their-life.md): one row per try at collecting
 * money for an order. At most one attempt per order is live (PENDING, or FAILED and retryable with
 * another card); starting another voids it.
 */

export const PAYMENT_PROVIDERS = ['SANDBOX', 'STRIPE'] as const
export type PaymentProviderKind = (typeof PAYMENT_PROVIDERS)[number]

export const PAYMENT_PURPOSES = ['FULL', 'DEPOSIT', 'BALANCE'] as const
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number]

/** VOID: replaced by a newer attempt (or the order closed) and cancelled at the provider. */
export const PAYMENT_ATTEMPT_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED', 'REFUNDED', 'VOID'] as const
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number]

/** Attempts the customer can still pay. */
export const LIVE_PAYMENT_STATUSES = ['PENDING', 'FAILED'] as const satisfies readonly PaymentAttemptStatus[]
