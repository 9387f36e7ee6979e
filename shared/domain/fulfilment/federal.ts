import { FEDERAL } from '../eligibility/data/federal.ts'
import { federalReliefWords } from '../federal-relief.ts'
import {
  ANSWER,
  APPLICANT_FIELDS,
  blank,
  CONVICTION_FIELDS,
  customer,
  filled,
  HISTORY_FIELDS,
  SIGNATURE_FIELDS,
} from './fields.ts'
import type { FilingAuthority } from './types.ts'

// The federal filing authorities. Relief under 18 U.S.C. § 925(c) was handed from ATF to the
// Attorney General in 2025 (90 FR 13080) and the Office of the Pardon Attorney is building the
// application; the criteria are only proposed (90 FR 34394, proposed 28 C.F.R. part 107), so the
// program is described as not yet open (docs/decisions/024-what-a-case-needs-to-be-filed.md).

const PARDON_ATTORNEY_ADDRESS = [
  'Office of the Pardon Attorney',
  'U.S. Department of Justice',
  '950 Pennsylvania Avenue NW',
  'Washington, DC 20530',
]

const ADDRESS_NOTE =
  'The Office of the Pardon Attorney asks for correspondence by e-mail (USPardon.Attorney@usdoj.gov) and accepts mail more slowly; confirm the mailing address on justice.gov/pardon before sending paper, as the office has moved before.'

export const FEDERAL_925C_AUTHORITY_ID = 'federal-925c'
export const FEDERAL_PARDON_AUTHORITY_ID = 'federal-pardon'

/** The application for relief from federal firearms disabilities under § 925(c). */
export const FEDERAL_925C_AUTHORITY: FilingAuthority = {
  id: FEDERAL_925C_AUTHORITY_ID,
  side: 'FEDERAL',
  kind: 'FEDERAL',
  mechanismPath: FEDERAL.relief925c.path,
  name: 'U.S. Department of Justice, Office of the Pardon Attorney (relief under 18 U.S.C. § 925(c))',
  address: PARDON_ATTORNEY_ADDRESS,
  website: 'https://www.justice.gov/pardon',
  // The packet words it by the intake the case's verdict carries (decision 049).
  howToFile: federalReliefWords(false).howToFile,
  feeCents: null,
  feeNote: 'No fee is set while the rule is only proposed.',
  forms: [
    {
      name: 'Application to Restore Federal Firearms Rights (18 U.S.C. § 925(c))',
      number: null,
      source: 'https://www.justice.gov/pardon',
      fields: [
        ...APPLICANT_FIELDS,
        blank('Other names used', 'Maiden names, aliases and earlier legal names, if any.'),
        blank('Place of birth', 'City, state and country.'),
        customer(
          'Social Security number',
          'HANDWRITTEN',
          'Written in by you on the final form; we never print it.',
        ),
        filled('E-mail address', ANSWER.email, 'Where the Department may contact you.'),
        blank(
          'Residences for the past years',
          'Every address with the dates you lived there, as the application asks.',
        ),
        filled('Convicting jurisdiction', ANSWER.convictingJurisdiction),
        ...CONVICTION_FIELDS,
        filled('Date of release from prison or jail', ANSWER.releaseDate),
        ...HISTORY_FIELDS,
        filled('Military service', ANSWER.militaryService),
        filled('Military service details and character of discharge', ANSWER.militaryDetails),
        filled('Why you ask for relief, and your life since the conviction', ANSWER.reasonForRestoration),
        blank('Employment history', 'Employers, positions and dates for recent years.'),
        blank(
          'References',
          'Names and contact details of people who will vouch for you; their letters are attached.',
        ),
        customer(
          'Certification that the answers are true',
          'SIGNATURE',
          'Signing a false statement to the United States is a crime (18 U.S.C. § 1001).',
        ),
        customer('Date signed', 'HANDWRITTEN'),
      ],
    },
  ],
  citations: [...FEDERAL.relief925c.citations],
  isVerified: false,
  verificationNote: `The final application process is not published yet. ${ADDRESS_NOTE}`,
}

/** A presidential pardon: named as the remaining federal option, never counted as a route. */
export const FEDERAL_PARDON_AUTHORITY: FilingAuthority = {
  id: FEDERAL_PARDON_AUTHORITY_ID,
  side: 'FEDERAL',
  kind: 'FEDERAL',
  mechanismPath: FEDERAL.presidentialPardon.path,
  name: 'U.S. Department of Justice, Office of the Pardon Attorney',
  address: PARDON_ATTORNEY_ADDRESS,
  website: 'https://www.justice.gov/pardon',
  howToFile:
    'Fill in the Application for Pardon After Completion of Sentence and send it to the Office of the Pardon Attorney, preferably by e-mail to USPardon.Attorney@usdoj.gov. Only federal, D.C. Superior Court and military convictions can be pardoned by the President, and only five years after release from confinement (or after sentencing when there was no prison term).',
  feeCents: 0,
  feeNote: 'The Office of the Pardon Attorney charges no fee.',
  forms: [
    {
      name: 'Application for Pardon After Completion of Sentence',
      number: 'OMB No. 1123-0016',
      source: 'https://www.justice.gov/pardon',
      fields: [
        ...APPLICANT_FIELDS,
        blank('Other names used', 'Maiden names, aliases and earlier legal names, if any.'),
        customer('Social Security number', 'HANDWRITTEN', 'Written in by you; we never print it.'),
        filled('Court of conviction', ANSWER.courtName),
        ...CONVICTION_FIELDS.slice(1),
        filled('Date of release from confinement', ANSWER.releaseDate),
        ...HISTORY_FIELDS,
        filled('Military service details', ANSWER.militaryDetails),
        filled('Reasons for seeking a pardon', ANSWER.reasonForRestoration),
        blank('Current activities and employment', 'Your work, family and community life today.'),
        blank('Letters of support', 'At least three character references who are not relatives.'),
        ...SIGNATURE_FIELDS,
      ],
    },
  ],
  citations: [...FEDERAL.presidentialPardon.citations],
  isVerified: false,
  verificationNote: ADDRESS_NOTE,
}
