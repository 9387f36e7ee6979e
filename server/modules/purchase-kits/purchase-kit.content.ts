import type { FilingAuthority } from '#shared/domain/fulfilment/index.ts'
import { formatIsoDate } from '#shared/domain/case-labels.ts'

/**
 * What the first-purchase kit says, worked out before any PDF is drawn (docs/decisions/051-first-
 * purchase-kit.md). People whose rights were restored are still denied at the gun counter, because
 * court dockets and the FBI's records rarely show the restoration; the kit is what they carry and
 * do so that the next background check goes through, and what to do when it does not.
 */

export type PurchaseKitFacts = {
  caseNumber: string
  companyName: string
  fullName: string
  /** The decision's date (YYYY-MM-DD). */
  decidedOn: string
  /** The offices the case was filed with: the ones that issued the grant. */
  authorities: Pick<FilingAuthority, 'name' | 'address' | 'kind' | 'website'>[]
  /** Today's date (YYYY-MM-DD) in the business's time zone. */
  today: string
}

export type KitSection = { heading: string; paragraphs: string[]; steps: string[] }

export type PurchaseKitContent = {
  title: string
  caseNumber: string
  companyName: string
  fullName: string
  dated: string
  intro: string
  sections: KitSection[]
  checklist: string[]
}

/** Where the FBI takes NICS appeals and Voluntary Appeal File applications online. */
export const FBI_EDO_WEBSITE = 'https://www.edo.cjis.gov'

/** The FBI's NICS Section postal address for appeals and the Voluntary Appeal File. */
export const NICS_ADDRESS = [
  'Federal Bureau of Investigation',
  'Criminal Justice Information Services Division',
  'NICS Section',
  'P.O. Box 4278',
  'Clarksburg, WV 26302-4278',
]

export function buildPurchaseKitContent(facts: PurchaseKitFacts): PurchaseKitContent {
  const decided = formatIsoDate(facts.decidedOn)
  const offices = facts.authorities.map((authority) => authority.name)
  const officeList = offices.length > 0 ? joinNames(offices) : 'the office that decided your application'
  return {
    title: 'First-purchase kit',
    caseNumber: facts.caseNumber,
    companyName: facts.companyName,
    fullName: facts.fullName,
    dated: formatIsoDate(facts.today),
    intro:
      `Your application was granted on ${decided}. Restoration is often missing from the records a ` +
      'background check reads, so a dealer can still be told to delay or deny the sale. This kit is what ' +
      'to carry, what to ask for, and what to do if that happens.',
    sections: [
      {
        heading: '1. Carry the order',
        paragraphs: [
          `The order or letter granting your application (from ${officeList}) is your proof. Keep the ` +
            'original at home, and take a certified copy with you whenever you buy a firearm, apply for a ' +
            'permit or licence, or deal with a background check.',
        ],
        steps: [
          'Keep the original and any certified copies flat, dry and together with this kit.',
          'Take a certified copy and a government photo ID with your current address to the dealer.',
          'Answer every question on ATF Form 4473 truthfully. The form explains how to answer the conviction question when a conviction was pardoned, set aside, expunged or your rights were restored; read those instructions before you answer.',
        ],
      },
      {
        heading: '2. Ask for certified copies',
        paragraphs: [
          'A certified copy carries the seal or stamp and signature of the office that keeps the record. ' +
            'Dealers, permit offices and the FBI accept it where a plain photocopy may be refused.',
        ],
        steps: [
          ...facts.authorities.map(
            (authority) =>
              `${authority.name}: ${certifiedCopyWhere(authority)}${authority.website ? ` (${authority.website})` : ''}.`,
          ),
          'Ask for at least two certified copies: one to carry and one to send with the Voluntary Appeal File application below. Fees vary by office.',
          // A grant by a board or a federal office is not in the convicting court's file unless sent there.
          ...(facts.authorities.some((authority) => authority.kind === 'COURT')
            ? []
            : [
                'Send a copy of the grant to the clerk of the court that convicted you and ask that it be noted in the court file, so that the docket shows it.',
              ]),
        ],
      },
      {
        heading: '3. Apply to the FBI Voluntary Appeal File (VAF) for a UPIN',
        paragraphs: [
          'The Voluntary Appeal File lets the FBI keep your restoration on file for every future background ' +
            'check. Once you are entered, the FBI gives you a Unique Personal Identification Number (UPIN). ' +
            'Give the UPIN to the dealer, who enters it on Form 4473; a background check still runs, but the ' +
            'examiner sees your restoration at once (28 C.F.R. § 25.10(g)).',
        ],
        steps: [
          `Apply online at ${FBI_EDO_WEBSITE}, or by mail to the NICS Section, Voluntary Appeal File: ${NICS_ADDRESS.join(', ')}.`,
          'Include a completed fingerprint card, as the application asks.',
          'Include a certified copy of the order that restored your rights.',
          'Keep the UPIN letter with this kit and write the UPIN in the checklist at the end.',
        ],
      },
      {
        heading: '4. If a background check delays or denies you',
        paragraphs: [
          'A denial is not the end: the regulation that runs the background check gives you the right to ' +
            'learn why and to appeal (28 C.F.R. § 25.10). Stay calm at the counter; do not argue with the ' +
            'dealer, who only relays the answer.',
        ],
        steps: [
          'Ask the dealer for the NICS Transaction Number (NTN) or State Transaction Number (STN) and the name and address of the agency that ran the check.',
          `Ask that agency in writing for the reason for the denial. For the FBI, use ${FBI_EDO_WEBSITE} or write to ${NICS_ADDRESS.join(', ')}. Include your full name, mailing address and the transaction number. The agency must answer within five business days of receiving your request.`,
          'Appeal to the same agency: say that your rights were restored and enclose a certified copy of the order. If it cannot resolve the appeal, it must tell you which agency holds the record, so you can ask that agency to correct it.',
          'Once the appeal succeeds, buy again with the same papers, and apply to the Voluntary Appeal File if you have not yet.',
          'If a denial is still not corrected, federal law lets you ask a court to order the record corrected (18 U.S.C. § 925A).',
        ],
      },
      {
        heading: 'Before you buy',
        paragraphs: [
          'The grant covers the conviction named in your application. Make sure nothing else bars you: a ' +
            'protective order, an open charge, a later conviction, or a rule of the state where you buy. ' +
            'If your state requires a permit or licence to buy or carry, apply for it with a certified copy ' +
            'of the order. Contact us with any question about your case.',
        ],
        steps: [],
      },
    ],
    checklist: [
      'Original order or grant letter stored safely at home',
      'Certified copy to carry (ordered from the office that granted it)',
      'Second certified copy for the Voluntary Appeal File',
      'Government photo ID with your current address',
      'Voluntary Appeal File application sent, with fingerprint card and order',
      'UPIN received: ______________________',
      'Permit or licence your state requires to buy, if any',
      'If delayed or denied: transaction number (NTN/STN) ______________________',
    ],
  }
}

/** Where a certified copy of a grant by this kind of office is asked for. */
function certifiedCopyWhere(authority: Pick<FilingAuthority, 'kind'>): string {
  switch (authority.kind) {
    case 'COURT':
      return 'ask the clerk of this court for a certified copy of the order, by the case number on it'
    case 'FEDERAL':
      return 'ask this office for a certified copy of its grant, quoting the date and any reference on its letter'
    default:
      return 'ask this office for a certified copy of the grant (a certificate or letter under its seal)'
  }
}

function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join('')
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}
