import { ANSWER, customer, filled } from '../fields.ts'
import { AUTHORITIES_CHECKED, form } from './build.ts'
import type { StateAuthorities } from './types.ts'

export const CT: StateAuthorities = {
  code: 'CT',
  lastChecked: AUTHORITIES_CHECKED,
  sources: [
    'https://portal.ct.gov/bopp/pardon-division/pardon/documents-required-for-absolute-pardon-application',
    'https://authoring-stage.ct.egov.com/bopp/pardon-division/pardon/pardon-application-process',
  ],
  byMechanism: {
    'ct-absolute-pardon': {
      name: 'Connecticut Board of Pardons and Paroles, Pardons Unit',
      kind: 'BOARD',
      address: ['Board of Pardons and Paroles', 'Pardons Unit', '55 West Main Street', 'Waterbury, CT 06702'],
      website: 'https://portal.ct.gov/bopp',
      howToFile:
        "Apply online through the Board's ePardon portal for an Absolute Pardon, which erases the whole record: three years after the most recent misdemeanor and five years after the most recent felony. Attach your State Police criminal history report (fingerprint-based, dated within one year) and the other documents the Board lists. Eligible applicants are called for a phone interview before a hearing.",
      feeCents: null,
      feeNote:
        'No application fee was stated; the State Police criminal history report the Board requires costs $75 (check or money order to "Treasurer – State of Connecticut").',
      forms: [
        form('Absolute Pardon Application (ePardon)', null, {
          source: 'https://portal.ct.gov/bopp',
          extra: [
            filled('E-mail address', ANSWER.email, 'The portal account is tied to it.'),
            customer(
              'Criminal History Request (Pardon) with fingerprints',
              'HANDWRITTEN',
              "Pre-enroll on the State Police CCHRS site, then have your fingerprints taken by live scan at a police department; don't send it to the Board.",
            ),
          ],
        }),
      ],
      requires: { CRIMINAL_HISTORY_REPORT: true },
      citations: ['Conn. Gen. Stat. § 54-130a'],
      isVerified: false,
      verificationNote:
        "Applications go through the online portal; the street address is the Board's office as a reentry directory lists it. Confirm on portal.ct.gov/bopp before sending paper.",
    },
  },
}
