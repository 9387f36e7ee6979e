import type { OutgoingMail } from '#server/adapters/mail/index.ts'
import { formatUsd } from '#shared/domain/money.ts'
import { REFUND_WINDOW_HOURS } from '#shared/domain/refund-policy.ts'

export function receiptEmail(input: {
  to: string
  firstName: string
  productName: string
  paidCents: number
  dueCents: number
  caseUrl: string | null
  companyName: string
  /** What the verdict promised about § 925(c) relief, when the package rests on it (decision 049). */
  federalReliefPromise?: string | undefined
}): OutgoingMail {
  const balance =
    input.dueCents > 0
      ? `Balance due before document preparation starts: ${formatUsd(input.dueCents)}.\n`
      : ''
  const next = input.caseUrl
    ? `Your case is now waiting for your documents. Upload them here:\n${input.caseUrl}\n\n`
    : ''
  return {
    to: input.to,
    subject: `Receipt: ${input.productName}`,
    text:
      `Hello ${input.firstName},\n\nThank you for your payment of ${formatUsd(input.paidCents, { alwaysShowCents: true })} ` +
      `for ${input.productName}.\n${balance}\n` +
      (input.federalReliefPromise ? `${input.federalReliefPromise}\n\n` : '') +
      next +
      `You may cancel within ${REFUND_WINDOW_HOURS} hours for a full refund if no work has started.\n\n${input.companyName}`,
  }
}

export function refundEmail(input: {
  to: string
  firstName: string
  productName: string
  refundedCents: number
  companyName: string
}): OutgoingMail {
  return {
    to: input.to,
    subject: `Refund: ${input.productName}`,
    text:
      `Hello ${input.firstName},\n\nWe have refunded ${formatUsd(input.refundedCents, { alwaysShowCents: true })} ` +
      `for ${input.productName}. Card refunds usually reach your statement within 5-10 business days.\n\n${input.companyName}`,
  }
}
