import type { OrderDetail } from '#shared/contracts/checkout.contract.ts'

/**
 * What cancelling returns: everything paid except the manual ID processing fee, which is
 * non-refundable once paid (it is part of the last payment, so only a fully paid order holds it).
 */
export function cancellationRefundCents(order: Pick<OrderDetail, 'status' | 'paidCents' | 'idFeeCents'>) {
  const keptCents = order.status === 'PAID' ? order.idFeeCents : 0
  return Math.max(0, order.paidCents - keptCents)
}

/** The text of the 'Payment Setup Failed' card for an error from creating the order. */
export function paymentSetupFailureText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.includes('503')
    ? 'Payment processing is temporarily unavailable. Please contact support.'
    : 'There was an error setting up your payment. Please try again or contact support.'
}
