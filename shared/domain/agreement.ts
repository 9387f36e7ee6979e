import { formatIsoDate } from './case-labels.ts'
import { MANUAL_ID_PROCESSING_TIME } from './identity-check.ts'
import { formatUsd } from './money.ts'

/** The version of the service agreement text; change it whenever the wording changes. */
export const AGREEMENT_VERSION = '2026-11-21'

// Its own module so that pages printing the window do not load the agreement text with it.
export { REFUND_WINDOW_HOURS } from './refund-policy.ts'

/** Our estimate of how long the included credit repair takes (15 U.S.C. § 1679d(b)(2)). */
export const CREDIT_REPAIR_ESTIMATE_MONTHS = 6

/** The figures and names an agreement is built from; all of them come from the catalog and settings. */
export type AgreementParams = {
  companyName: string
  companyAddress: string
  supportEmail: string
  /** The catalog name of the package, e.g. 'Federal Restoration + VIP Credit Repair'. */
  packageName: string
  priceCents: number
  /** The manual ID processing fee when the customer skips identity verification, otherwise 0. */
  idFeeCents: number
  /** What the included VIP credit repair is shown as being worth. */
  creditRepairValueCents: number
  refundWindowHours: number
}

/**
 * The statement 15 U.S.C. § 1679c(a) requires before any credit repair contract, word for word
 * (its title is set in capitals like the other headings).
 */
export const CONSUMER_CREDIT_FILE_RIGHTS = [
  'CONSUMER CREDIT FILE RIGHTS UNDER STATE AND FEDERAL LAW',
  "You have a right to dispute inaccurate information in your credit report by contacting the credit bureau directly. However, neither you nor any 'credit repair' company or credit repair organization has the right to have accurate, current, and verifiable information removed from your credit report. The credit bureau must remove accurate, negative information from your report only if it is over 7 years old. Bankruptcy information can be reported for 10 years.",
  'You have a right to obtain a copy of your credit report from a credit bureau. You may be charged a reasonable fee. There is no fee, however, if you have been turned down for credit, employment, insurance, or a rental dwelling because of information in your credit report within the preceding 60 days. The credit bureau must provide someone to help you interpret the information in your credit file. You are entitled to receive a free copy of your credit report if you are unemployed and intend to apply for employment in the next 60 days, if you are a recipient of public welfare assistance, or if you have reason to believe that there is inaccurate information in your credit report due to fraud.',
  'You have a right to sue a credit repair organization that violates the Credit Repair Organization Act. This law prohibits deceptive practices by credit repair organizations.',
  'You have the right to cancel your contract with any credit repair organization for any reason within 3 business days from the date you signed it.',
  'Credit bureaus are required to follow reasonable procedures to ensure that the information they report is accurate. However, mistakes may occur.',
  'You may, on your own, notify a credit bureau in writing that you dispute the accuracy of information in your credit file. The credit bureau must then reinvestigate and modify or remove inaccurate or incomplete information. The credit bureau may not charge any fee for this service. Any pertinent information and copies of all documents you have concerning an error should be given to the credit bureau.',
  "If the credit bureau's reinvestigation does not resolve the dispute to your satisfaction, you may send a brief statement to the credit bureau, to be kept in your file, explaining why you think the record is inaccurate. The credit bureau must include a summary of your statement about disputed information with any report it issues about you.",
  'The Federal Trade Commission regulates credit bureaus and credit repair organizations. For more information contact:',
  'The Public Reference Branch\nFederal Trade Commission\nWashington, D.C. 20580',
].join('\n\n')

/** The cancellation statement of 15 U.S.C. § 1679d(b)(4), next to the signature. */
export const CREDIT_REPAIR_CANCEL_STATEMENT =
  'YOU MAY CANCEL THIS CONTRACT WITHOUT PENALTY OR OBLIGATION AT ANY TIME BEFORE MIDNIGHT OF THE 3RD BUSINESS DAY AFTER THE DATE ON WHICH YOU SIGNED THE CONTRACT. SEE THE ATTACHED NOTICE OF CANCELLATION FORM FOR AN EXPLANATION OF THIS RIGHT.'

/**
 * The exact plain text of the service agreement for one package. Paragraphs are separated by a
 * blank line; headings are in capitals. The same inputs always give the same text, so its SHA-256
 * identifies what a customer signed.
 */
export function agreementText(p: AgreementParams): string {
  const usd = (cents: number) => formatUsd(cents, { alwaysShowCents: true })
  const hasIdFee = p.idFeeCents > 0
  const company = `${p.companyName}, ${p.companyAddress}`
  const paragraphs = [
    'SERVICE AGREEMENT',
    `Version of ${formatIsoDate(AGREEMENT_VERSION)}`,
    `This Service Agreement is between ${company} ("we", "us"), and the customer who signs it electronically below ("you"). Please read all of it before you sign, starting with the Consumer Credit File Rights statement, which the law requires us to give you before any contract because your package includes credit repair.`,
    CONSUMER_CREDIT_FILE_RIGHTS,

    'PART A - DOCUMENT PREPARATION SERVICES',
    '1. WHAT YOU ARE BUYING',
    [
      `Package: ${p.packageName}`,
      `Package price: ${usd(p.priceCents)}`,
      ...(hasIdFee
        ? [
            `Manual ID processing fee: ${usd(p.idFeeCents)} (you chose to skip online identity verification; this fee is non-refundable and manual ID processing takes ${MANUAL_ID_PROCESSING_TIME})`,
          ]
        : []),
      `Total: ${usd(p.priceCents + p.idFeeCents)}`,
    ].join('\n'),
    `VIP Credit Repair (a ${usd(p.creditRepairValueCents)} value) is included with this package free of charge. No part of the amount above is charged for credit repair.`,
    '2. OUR SERVICES',
    'We prepare the documents for the restoration of firearm rights that your package covers, using the information and materials you give us, and we tell you where they are to be sent. We prepare documents only: the agency, court, board or official that receives your application decides it.',
    '3. TIMING',
    'Document preparation takes 3-5 business days after we have received all the materials we need from you. How long a government agency, court or board takes to decide is outside our control.',
    '4. PAYMENT',
    'Payment is due in full before document preparation begins. If you pay a deposit first, we begin preparing your documents only once the balance has been paid. Payments are processed by a card payment provider; we do not store your card number.',
    '5. REFUNDS',
    `You may cancel within ${p.refundWindowHours} hours of payment for a full refund if no work has started on your case. Otherwise your payment is non-refundable. All sales are final once document preparation begins.${hasIdFee ? ' The manual ID processing fee is non-refundable.' : ''}`,
    '6. CONTACT US BEFORE ANY DISPUTE',
    `If you have a problem with our services or a charge, you agree to contact our support team by e-mail at ${p.supportEmail} before you open any dispute or chargeback with your bank or card issuer, so that we have the chance to put it right.`,
    '7. NOT A LAW FIRM',
    `${p.companyName} is not a law firm and does not give legal advice. This Agreement and our services do not create an attorney-client relationship. Our eligibility screening and the documents we prepare are legal information, not legal advice, and we do not guarantee any outcome. Where attorney work is needed, independent attorneys handle it under separate terms agreed directly between you and them.`,
    '8. YOUR INFORMATION',
    'You confirm that the information and documents you give us are true and complete to the best of your knowledge. The documents we prepare depend on them.',

    'PART B - VIP CREDIT REPAIR (INCLUDED FREE)',
    '9. SERVICES, COST AND TIME',
    `Credit repair organization: ${company}.`,
    'Total amount you pay for credit repair services: $0.00. VIP Credit Repair is included with your package at no cost. We never charge or receive any money or other valuable consideration for credit repair services before they are fully performed; because they are included free, you will never be charged for them.',
    'Services: we review the credit reports you obtain and share with us, identify the items you tell us are inaccurate, incomplete or unverifiable, and prepare dispute letters to the credit bureaus and creditors about those items, based on the facts and documents you give us. We do not dispute information you tell us is accurate.',
    `Time: credit repair services begin only after the cancellation period below has ended. We estimate that they will be completed within ${CREDIT_REPAIR_ESTIMATE_MONTHS} months after that.`,
    'No guarantee: we do not promise that any item will be removed or that your credit score will change. No one can lawfully remove accurate, current and verifiable information from your credit report.',
    '10. YOUR RIGHT TO CANCEL CREDIT REPAIR',
    'You may cancel the credit repair contract in Part B without penalty or obligation within 3 business days of signing it, as the notice below explains. Cancelling Part B does not change Part A, and because credit repair is included free, there is nothing to pay or refund for it.',
    'NOTICE OF CANCELLATION',
    'You may cancel this contract, without any penalty or obligation, at any time before midnight of the 3rd day which begins after the date the contract is signed by you.',
    `To cancel this contract, mail or deliver a signed, dated copy of this cancellation notice, or any other written notice, to ${p.companyName} at ${p.companyAddress}, or e-mail it to ${p.supportEmail}, before midnight of the 3rd business day after the signing date shown on your signed copy of this Agreement.`,
    'I hereby cancel this transaction.',
    "Date: ____________________\nPurchaser's signature: ____________________",

    'ELECTRONIC SIGNATURE',
    `By ticking the box and typing your full name, you sign this Agreement electronically and agree to receive it electronically; you may ask for a paper copy at ${p.supportEmail}. You confirm that you received and read the Consumer Credit File Rights statement above before signing, and that you agree to Parts A and B. When you sign for a case, a signed copy of this Agreement is stored among that case's documents for you to download.`,
    CREDIT_REPAIR_CANCEL_STATEMENT,
  ]
  return paragraphs.join('\n\n')
}
