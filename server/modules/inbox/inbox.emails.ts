import type { OutgoingMail } from '#server/adapters/mail/index.ts'

/**
 * Tells the support team a customer wrote through Contact Support. The answer is given from the
 * inbox, so the thread stays in one place: the notice has no Reply-To to the customer.
 */
export function supportRequestEmail(input: {
  to: string
  subject: string
  customer: { name: string; email: string }
  caseNumber: string | null
  message: string
  inboxUrl: string
}): OutgoingMail {
  const about = input.caseNumber ? ` about case #${input.caseNumber}` : ''
  return {
    to: input.to,
    subject: input.subject,
    text:
      `${input.customer.name || 'A customer'} <${input.customer.email}> wrote through Contact Support${about}:\n\n` +
      `${input.message}\n\n` +
      `Answer from the inbox in the admin area, so the reply is kept with the conversation:\n${input.inboxUrl}`,
  }
}

// Only the error's code reaches the log: an SMTP message can quote the recipient's address.
export function mailErrorCode(error: unknown): string {
  const code = (error as { code?: unknown; responseCode?: unknown } | null)?.code
  return typeof code === 'string' ? code : error instanceof Error ? error.name : 'unknown'
}
