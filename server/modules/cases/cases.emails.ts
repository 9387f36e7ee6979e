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

/** The reminder a customer asked for on a NOT_ELIGIBLE case: the date their wait runs out. */
export function caseReminderEmail(
  to: string,
  firstName: string,
  caseNumber: string,
  caseUrl: string,
  companyName: string,
): OutgoingMail {
  return {
    to,
    subject: `Case #${caseNumber}: the wait in your eligibility check has run out`,
    text:
      `Hello ${firstName},\n\nYou asked us to write on this date: the waiting period our eligibility ` +
      `check found for your case #${caseNumber} has now run. The law may have changed since, so ` +
      `please check your eligibility again before you go ahead:\n${caseUrl}\n\n` +
      `We prepare documents; we are not a law firm and do not give legal advice.\n\n${companyName}`,
  }
}
