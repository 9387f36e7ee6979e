import type { OutgoingMail } from '#server/adapters/mail/index.ts'
import { CONTACT_REPLY_HOURS } from '#shared/contracts/leads.contract.ts'

/**
 * The confirmation of a Contact Us message. It repeats nothing the visitor typed: anyone can enter
 * any address in the form, so the mail must be useless for sending someone else a message.
 */
export function contactConfirmationEmail(
  to: string,
  company: { name: string; supportEmail: string; supportPhone: string | null },
): OutgoingMail {
  const phone = company.supportPhone ? ` or call ${company.supportPhone}` : ''
  return {
    to,
    subject: `We received your message to ${company.name}`,
    text:
      `Hello,\n\nThank you for contacting ${company.name}. We received your message. ` +
      `We'll get back to you within ${CONTACT_REPLY_HOURS} hours.\n\n` +
      `If you need to add something, write to ${company.supportEmail}${phone}.\n\n` +
      `We prepare documents; we are not a law firm and do not give legal advice.\n\n${company.name}`,
  }
}
