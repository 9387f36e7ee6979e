import type { OutgoingMail } from '#server/adapters/mail/index.ts'

export function caseOpenedEmail(
  to: string,
  firstName: string,
  caseNumber: string,
  caseUrl: string,
  companyName: string,
  /** The verdict's promise about § 925(c) relief, when a side is open on it (decision 049). */
  federalReliefPromise?: string,
): OutgoingMail {
  return {
    to,
    subject: `Your case #${caseNumber} is open`,
    text:
      `Hello ${firstName},\n\nYour restoration case #${caseNumber} is open and your answers are saved. ` +
      (federalReliefPromise ? `${federalReliefPromise}\n\n` : '') +
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

/** Who an e-mail about a case goes to, and the links and names it needs. */
export type CaseMailContext = {
  to: string
  firstName: string
  caseNumber: string
  caseUrl: string
  companyName: string
  /** fp-{caseId}@{mail domain}: where fingerprint files may be e-mailed. */
  fingerprintEmail: string
}

/** Staff's reason, when a status was moved by hand: said to the customer as given. */
function staffNote(reason: string | undefined): string {
  return reason ? `Our team noted: ${reason}\n\n` : ''
}

function caseMail(c: CaseMailContext, subject: string, body: string): OutgoingMail {
  return {
    to: c.to,
    subject: `Case #${c.caseNumber}: ${subject}`,
    text:
      `Hello ${c.firstName},\n\n${body}\nYour case page:\n${c.caseUrl}\n\n` +
      `We prepare documents; we are not a law firm and do not give legal advice.\n\n${c.companyName}`,
  }
}

/**
 * The e-mail of each status a case moves to (docs/decisions/028-case-status-flow.md): what happened
 * and what comes next. `reason` is staff's, when they moved the case by hand.
 */
export const STATUS_EMAILS = {
  INTAKE: (c: CaseMailContext, reason?: string) =>
    caseMail(
      c,
      'back at intake',
      `Your case #${c.caseNumber} is back at intake: work on it is paused.\n\n${staffNote(reason)}` +
        `What comes next: once your package is paid for, we ask for your documents.\n`,
    ),
  DOCS_PENDING: (c: CaseMailContext, reason?: string) =>
    caseMail(
      c,
      'documents needed',
      `Your case #${c.caseNumber} is waiting for documents.\n\n${staffNote(reason)}` +
        `What comes next: open your case page, see the checklist of documents and upload each one ` +
        `(a PDF or a clear photo). When every required document is in and valid, we ask for your fingerprints.\n`,
    ),
  FINGERPRINTS_PENDING: (c: CaseMailContext, reason?: string) =>
    caseMail(
      c,
      'documents complete, fingerprints next',
      `The required documents of your case #${c.caseNumber} are in and valid.\n\n${staffNote(reason)}` +
        `What comes next: your fingerprints. Upload a scan or photo of your FD-258 fingerprint card, ` +
        `or your live-scan receipt, from the case page (its Mobile Upload QR code works on a phone), ` +
        `or e-mail the files to ${c.fingerprintEmail}.\n`,
    ),
  READY_TO_SEND: (c: CaseMailContext, reason?: string) =>
    caseMail(
      c,
      'ready to submit',
      `Your case #${c.caseNumber} has everything it needs: documents, fingerprints, identity and payment.\n\n` +
        `${staffNote(reason)}What comes next: check your packet on the case page (Download Packet), ` +
        `then press Submit Case.\n`,
    ),
  SUBMITTED: (c: CaseMailContext, reason?: string) =>
    caseMail(
      c,
      'submitted',
      `Your case #${c.caseNumber} has been submitted.\n\n${staffNote(reason)}` +
        `What comes next: the filing authority reviews the petition, which often takes several months. ` +
        `We record its decision on your case and e-mail you when it arrives; if the decision letter ` +
        `comes to you first, send us a copy through Contact Support on your case page.\n`,
    ),
  DECISION: (c: CaseMailContext, reason?: string) =>
    caseMail(
      c,
      'decision recorded',
      `A decision on your case #${c.caseNumber} has been recorded.\n\n${staffNote(reason)}` +
        `What comes next: see the decision on your case page, and keep the decision letter with your records.\n`,
    ),
} as const

/** The authority's decision, with what the customer can do next for each outcome. */
export function decisionEmail(
  c: CaseMailContext,
  decision: { outcome: 'GRANTED' | 'DENIED'; decidedOnText: string },
): OutgoingMail {
  if (decision.outcome === 'GRANTED') {
    return caseMail(
      c,
      'relief granted',
      `Good news: the filing authority granted the relief asked for in your case #${c.caseNumber}, ` +
        `by its decision of ${decision.decidedOnText}.\n\n` +
        `What comes next: keep the decision letter (on your case page when we have it) with your ` +
        `records, and carry a copy when a background check may ask about your conviction.\n\n` +
        `Your first-purchase kit is on your case page: how to get certified copies of the order, how ` +
        `to apply to the FBI's Voluntary Appeal File for a UPIN, what to do if a background check ` +
        `still delays or denies you, and a checklist. Before you buy or possess a firearm, make sure ` +
        `no other order or law still applies to you.\n`,
    )
  }
  return caseMail(
    c,
    'relief denied',
    `The filing authority denied the relief asked for in your case #${c.caseNumber}, by its decision ` +
      `of ${decision.decidedOnText}.\n\n` +
      `What comes next: the decision letter usually gives the reasons and says whether and when you ` +
      `may apply again. Read it on your case page when we have it, and write to us through Contact ` +
      `Support if you want to know your options.\n`,
  )
}
