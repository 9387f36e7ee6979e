import type { OutgoingMail } from '#server/adapters/mail/index.ts'
import { EMAIL_VERIFICATION_LINK_HOURS } from '#shared/domain/account-links.ts'

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
      `The link works for ${EMAIL_VERIFICATION_LINK_HOURS} hours. If you did not create an account, ignore this message.\n\n${companyName}`,
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

/** To the owner of an e-mail someone tried to sign up with again (instead of a 409 to the visitor). */
export function existingAccountEmail(
  to: string,
  firstName: string,
  publicUrl: string,
  companyName: string,
): OutgoingMail {
  return {
    to,
    subject: `Someone tried to create a ${companyName} account with your e-mail`,
    text:
      `Hello ${firstName},\n\nSomeone tried to create a new ${companyName} account with this e-mail ` +
      `address. You already have an account, so nothing was created or changed.\n\n` +
      `If it was you, sign in here:\n${publicUrl}/sign-in\n\n` +
      `Forgot your password? Choose a new one here:\n${publicUrl}/forgot-password\n\n` +
      `If it was not you, ignore this message: your account and password stay as they are.\n\n${companyName}`,
  }
}

/** To the old address once an e-mail change took effect: a security notice, always sent. */
export function emailChangedNotice(
  to: string,
  firstName: string,
  newEmail: string,
  publicUrl: string,
  companyName: string,
): OutgoingMail {
  return {
    to,
    subject: `Your ${companyName} e-mail address was changed`,
    text:
      `Hello ${firstName},\n\nThe e-mail address of your ${companyName} account is now ${newEmail}. ` +
      `Messages about your account go there from now on.\n\n` +
      `If you did not make this change, reply to this message or contact us at once:\n${publicUrl}/contact\n\n${companyName}`,
  }
}
