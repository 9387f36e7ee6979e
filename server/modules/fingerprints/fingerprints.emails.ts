import type { OutgoingMail } from '#server/adapters/mail/index.ts'

/** Staff rejected a fingerprint file: why, and how to send new prints. */
export function fingerprintRejectedEmail(input: {
  to: string
  firstName: string
  caseNumber: string
  filename: string
  reason: string
  caseUrl: string
  emailAlias: string
  companyName: string
}): OutgoingMail {
  return {
    to: input.to,
    subject: `Case #${input.caseNumber}: please send your fingerprints again`,
    text:
      `Hello ${input.firstName},\n\nOur team looked at the fingerprint file "${input.filename}" of your ` +
      `case #${input.caseNumber} and cannot use it:\n\n${input.reason}\n\n` +
      `Please upload new fingerprints from your case page (the Mobile Upload QR code works from a ` +
      `phone) or send them as an attachment to ${input.emailAlias}:\n${input.caseUrl}\n\n` +
      `We prepare documents; we are not a law firm and do not give legal advice.\n\n${input.companyName}`,
  }
}
