import type { OutgoingMail } from '#server/adapters/mail/index.ts'

export function verificationEmail(
  to: string,
  firstName: string,
  url: string,
  companyName: string,
): OutgoingMail {
  return {
    to,
    subject: `Confirm your e-mail for ${companyName}`,
    text:
      `Hello ${firstName},\n\nPlease confirm your e-mail address by opening this link:\n${url}\n\n` +
      `The link works for 24 hours. If you did not create an account, ignore this message.\n\n${companyName}`,
  }
}

export function passwordResetEmail(
  to: string,
  firstName: string,
  url: string,
  companyName: string,
): OutgoingMail {
  return {
    to,
    subject: `Reset your ${companyName} password`,
    text:
      `Hello ${firstName},\n\nSomeone asked to reset the password of your account. To choose a new ` +
      `password, open this link:\n${url}\n\nThe link works for one hour. If it was not you, ignore this ` +
      `message: your password stays as it is.\n\n${companyName}`,
  }
}
