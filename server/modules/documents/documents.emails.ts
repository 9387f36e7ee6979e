import type { OutgoingMail } from '#server/adapters/mail/index.ts'

const NOT_A_LAW_FIRM = 'We prepare documents; we are not a law firm and do not give legal advice.'

/** Staff asked the customer for a document: what, why, and where to upload it. */
export function documentRequestedEmail(
  to: string,
  firstName: string,
  caseNumber: string,
  caseUrl: string,
  request: { label: string; reason: string },
  companyName: string,
): OutgoingMail {
  return {
    to,
    subject: `Case #${caseNumber}: please upload ${request.label.toLowerCase()}`,
    text:
      `Hello ${firstName},\n\nTo prepare your case #${caseNumber} we need one more document: ` +
      `${request.label}.\n\nWhy: ${request.reason}\n\nUpload it on your case page (PDF, PNG or JPEG, ` +
      `up to 10 MB):\n${caseUrl}\n\n${NOT_A_LAW_FIRM}\n\n${companyName}`,
  }
}

/** Staff rejected a document: which one, why, and what to do next. */
export function documentRejectedEmail(
  to: string,
  firstName: string,
  caseNumber: string,
  caseUrl: string,
  document: { label: string; filename: string; reason: string },
  companyName: string,
): OutgoingMail {
  return {
    to,
    subject: `Case #${caseNumber}: a document needs to be sent again`,
    text:
      `Hello ${firstName},\n\nWe looked at the document you uploaded for your case #${caseNumber} ` +
      `(${document.label}, ${document.filename}) and cannot use it.\n\nWhy: ${document.reason}\n\n` +
      `Please upload a new copy on your case page:\n${caseUrl}\n\n${NOT_A_LAW_FIRM}\n\n${companyName}`,
  }
}
