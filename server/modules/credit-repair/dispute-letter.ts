import { formatIsoDate } from '#shared/domain/case-labels.ts'
import {
  BUREAU_LABELS,
  CREDIT_ITEM_TYPE_LABELS,
  CreditItemInputSchema,
  DISPUTE_BASIS_LABELS,
  DISPUTE_REASON_DETAILS,
  maskedSsn,
  MAILING_ALLOWANCE_DAYS,
  METHOD_OF_VERIFICATION_DAYS,
  RESPONSE_DAYS,
  RESPONSE_DAYS_AFTER_ANNUAL_REPORT,
  type Bureau,
  type CreditItemInput,
} from '#shared/domain/credit-repair.ts'
import { BUREAU_ADDRESSES } from './bureau-addresses.ts'

/**
 * The letters of the credit repair service (docs/decisions/044-credit-repair.md): a dispute under
 * 15 U.S.C. § 1681i to one bureau, and the follow-up asking how the bureau verified the items it kept.
 * The customer signs and mails them. They ask for an investigation and for the correction or deletion
 * of what is inaccurate, incomplete or unverifiable; they never promise that accurate information
 * will be removed, and they give no legal advice.
 */

export type LetterCustomer = {
  fullName: string
  addressLines: string[]
  /** 'YYYY-MM-DD' */
  dateOfBirth: string
  /** The last four digits only: the letter never carries a full Social Security number. */
  ssnLastFour: string
}

export type LetterItem = {
  heading: string
  lines: string[]
}

/** Everything a letter says, in order; the PDF and the plain text are drawn from it. */
export type LetterContent = {
  title: string
  bureau: Bureau
  sender: { fullName: string; addressLines: string[] }
  dated: string
  recipientLines: string[]
  subject: string
  identification: { label: string; value: string }[]
  opening: string[]
  items: LetterItem[]
  requests: string[]
  enclosures: string[]
  signatureName: string
  mailing: string[]
}

export type DisputeLetterInput = {
  customer: LetterCustomer
  bureau: Bureau
  /** 'YYYY-MM-DD', the day the letter is prepared. */
  dated: string
  items: CreditItemInput[]
  /** The customer disputes after getting the free annual report: the bureau has 45 days, not 30. */
  isAfterAnnualFreeReport?: boolean
  /** Copies of documents the customer adds in support, in their words. */
  extraEnclosures?: string[]
}

export const STANDARD_ENCLOSURES = {
  id: 'A copy of my government-issued photo ID',
  proofOfAddress: 'A copy of a recent utility bill or bank statement showing my current address',
  reportPages: (bureau: Bureau) =>
    `Copies of the pages of my ${BUREAU_LABELS[bureau]} credit report with each disputed item marked`,
  results: (bureau: Bureau) => `A copy of the results letter ${BUREAU_LABELS[bureau]} sent me`,
} as const

/** The dispute letter to one bureau for the items the customer disputes on its report. */
export function buildDisputeLetter(input: DisputeLetterInput): LetterContent {
  const items = checkedItems(input.bureau, input.items)
  const bureauName = BUREAU_LABELS[input.bureau]
  const days = input.isAfterAnnualFreeReport ? RESPONSE_DAYS_AFTER_ANNUAL_REPORT : RESPONSE_DAYS
  const timeLaw = input.isAfterAnnualFreeReport
    ? '15 U.S.C. § 1681j(a)(3), as this dispute follows my free annual credit report'
    : '15 U.S.C. § 1681i(a)(1)(A)'
  return {
    title: `Dispute letter to ${bureauName}`,
    bureau: input.bureau,
    ...letterHeader(input.customer, input.bureau, input.dated),
    subject: 'Dispute of information in my credit file (Fair Credit Reporting Act, 15 U.S.C. § 1681i)',
    opening: [
      `I dispute the ${items.length === 1 ? 'item' : `${items.length} items`} listed below in my ${bureauName} credit file. For each one I give the reason I believe it is inaccurate, incomplete or cannot be verified.`,
    ],
    items: items.map((item, index) => describeItem(item, index)),
    requests: [
      `Please investigate each item, and delete or correct any information that is found to be inaccurate or incomplete or that cannot be verified, within ${days} days of receiving this letter (${timeLaw}).`,
      'Please forward the documents I enclose to each company that reported a disputed item, as 15 U.S.C. § 1681i(a)(2) provides.',
      'Please send me the results in writing at the address above, and a free copy of my credit report if it changes as a result (15 U.S.C. § 1681i(a)(6)).',
    ],
    enclosures: [
      STANDARD_ENCLOSURES.id,
      STANDARD_ENCLOSURES.proofOfAddress,
      STANDARD_ENCLOSURES.reportPages(input.bureau),
      ...(input.extraEnclosures ?? []),
    ],
    signatureName: input.customer.fullName,
    mailing: mailingInstructions(input.bureau, days),
  }
}

export type FollowUpLetterInput = {
  customer: LetterCustomer
  bureau: Bureau
  dated: string
  /** 'YYYY-MM-DD', the day the customer mailed the first dispute. */
  disputedOn: string
  /** The items the bureau answered VERIFIED. */
  items: CreditItemInput[]
}

/**
 * The follow-up for items the bureau verified: a request for the description of the procedure it
 * used (15 U.S.C. § 1681i(a)(6)(B)(iii)), which it owes within 15 days of the request (§ 1681i(a)(7)).
 */
export function buildFollowUpLetter(input: FollowUpLetterInput): LetterContent {
  const items = checkedItems(input.bureau, input.items)
  const bureauName = BUREAU_LABELS[input.bureau]
  return {
    title: `Follow-up letter to ${bureauName}`,
    bureau: input.bureau,
    ...letterHeader(input.customer, input.bureau, input.dated),
    subject:
      'Request for the description of the procedure used to verify disputed items (15 U.S.C. § 1681i(a)(7))',
    opening: [
      `On ${formatIsoDate(input.disputedOn)} I disputed the ${items.length === 1 ? 'item' : 'items'} below in my ${bureauName} credit file. Your results say ${items.length === 1 ? 'it was' : 'they were'} verified as reported. I continue to dispute ${items.length === 1 ? 'it' : 'them'} for the reasons given.`,
    ],
    items: items.map((item, index) => describeItem(item, index)),
    requests: [
      'Under 15 U.S.C. § 1681i(a)(6)(B)(iii) and (a)(7), please send me a description of the procedure used to determine the accuracy and completeness of each item, including the business name and address of each company you contacted about it and, if reasonably available, its telephone number.',
      `Section 1681i(a)(7) asks for this description within ${METHOD_OF_VERIFICATION_DAYS} days of receiving this request. Please send it in writing to the address above.`,
    ],
    enclosures: [
      STANDARD_ENCLOSURES.id,
      STANDARD_ENCLOSURES.proofOfAddress,
      STANDARD_ENCLOSURES.results(input.bureau),
    ],
    signatureName: input.customer.fullName,
    mailing: mailingInstructions(input.bureau, METHOD_OF_VERIFICATION_DAYS),
  }
}

/** How to send a letter to `bureau`, and when its answer is due (`days` from the bureau's receipt). */
export function mailingInstructions(bureau: Bureau, days: number): string[] {
  return [
    'Read the letter and check every detail. Sign and date it in ink.',
    'Put copies of the enclosures in the envelope with the letter. Never send originals: keep them.',
    `Address the envelope to: ${BUREAU_ADDRESSES[bureau].lines.join(', ')}.`,
    'Send it by USPS Certified Mail with Return Receipt requested, so you have proof of the day the bureau received it.',
    'Keep a copy of the signed letter, of everything you enclosed, and the certified mail receipt.',
    `Write down the date you mailed it and enter it on your credit repair dashboard, with the date on the return receipt when it comes back. The bureau has ${days} days from receiving your letter to answer; until you enter the receipt date we count ${MAILING_ALLOWANCE_DAYS} days for the mail.`,
    'Send each bureau its own letter in its own envelope.',
  ]
}

/** The letter as plain text, for a preview or an e-mail body. */
export function letterText(letter: LetterContent): string {
  const blocks = [
    [letter.sender.fullName, ...letter.sender.addressLines].join('\n'),
    letter.dated,
    letter.recipientLines.join('\n'),
    `Re: ${letter.subject}`,
    letter.identification.map((row) => `${row.label}: ${row.value}`).join('\n'),
    'Dear Sir or Madam:',
    ...letter.opening,
    ...letter.items.map((item) => [item.heading, ...item.lines.map((line) => `   ${line}`)].join('\n')),
    ...letter.requests,
    ['Enclosures:', ...letter.enclosures.map((line) => `- ${line}`)].join('\n'),
    ['Sincerely,', '', '______________________________', letter.signatureName].join('\n'),
  ]
  return blocks.join('\n\n')
}

function letterHeader(customer: LetterCustomer, bureau: Bureau, dated: string) {
  return {
    sender: { fullName: customer.fullName, addressLines: customer.addressLines },
    dated: formatIsoDate(dated),
    recipientLines: [...BUREAU_ADDRESSES[bureau].lines],
    identification: [
      { label: 'Full name', value: customer.fullName },
      { label: 'Current address', value: customer.addressLines.join(', ') },
      { label: 'Date of birth', value: formatIsoDate(customer.dateOfBirth) },
      { label: 'Social Security number', value: maskedSsn(customer.ssnLastFour) },
    ],
  }
}

/**
 * The items re-checked against the shared schema, so no full account number reaches a letter even
 * from old data; an item of another bureau or an empty list is a programming error.
 */
function checkedItems(bureau: Bureau, items: CreditItemInput[]): CreditItemInput[] {
  if (items.length === 0) throw new Error('A letter needs at least one disputed item.')
  return items.map((item) => {
    const parsed = CreditItemInputSchema.parse(item)
    if (parsed.bureau !== bureau)
      throw new Error(`An item of ${parsed.bureau} cannot go in a letter to ${bureau}.`)
    return parsed
  })
}

function describeItem(item: CreditItemInput, index: number): LetterItem {
  const reason = DISPUTE_REASON_DETAILS[item.reason]
  const account = item.accountLastDigits ? ` - account ending in ${item.accountLastDigits}` : ''
  return {
    heading: `${index + 1}. ${item.creditor}${account}`,
    lines: [
      `Type: ${CREDIT_ITEM_TYPE_LABELS[item.type]}`,
      `Reason: ${reason.label} I believe this information is ${DISPUTE_BASIS_LABELS[reason.basis]}.`,
      ...(item.note ? [`Details: ${item.note}`] : []),
    ],
  }
}
