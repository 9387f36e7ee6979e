import type { OutgoingMail } from '#server/adapters/mail/index.ts'

export function caseOpenedEmail(
  to: string,
  firstName: string,
  caseNumber: string,
  caseUrl: string,
  companyName: string,
): OutgoingMail {
  return {
    to,
    subject: `Your case #${caseNumber} is open`,
    text:
      `Hello ${firstName},\n\nYour restoration case #${caseNumber} is open and your answers are saved. ` +
      `Follow it and take the next step here:\n${caseUrl}\n\n` +
      `We prepare documents; we are not a law firm and do not give legal advice.\n\n${companyName}`,
  }
}
