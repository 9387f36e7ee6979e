import { JURISDICTIONS } from '../eligibility/input.ts'
import type { CaseAnswers, FormField } from './types.ts'

// The values a form can take from the wizard's answers, each working on both wizard shapes, and
// the fields most forms share. Authorities' data files compose their forms from these.

const STATE_NAMES = new Map<string, string>(JURISDICTIONS.map((j) => [j.code, j.name]))

/** A jurisdiction's name from its code ('GA' → 'Georgia'); the code itself when unknown. */
export function jurisdictionName(code: string): string {
  return STATE_NAMES.get(code) ?? code
}

const present = (value: string | undefined | null): string | null => {
  const trimmed = value?.trim()
  return trimmed === undefined || trimmed === '' ? null : trimmed
}

const yesNo = (value: boolean): string => (value ? 'Yes' : 'No')

/** The readers every form field is built from. */
export const ANSWER = {
  fullName: (a: CaseAnswers) => `${a.personalInfo.firstName} ${a.personalInfo.lastName}`.trim(),
  firstName: (a: CaseAnswers) => present(a.personalInfo.firstName),
  lastName: (a: CaseAnswers) => present(a.personalInfo.lastName),
  dateOfBirth: (a: CaseAnswers) => present(a.personalInfo.dateOfBirth),
  phone: (a: CaseAnswers) => present(a.personalInfo.phone),
  email: (a: CaseAnswers) => present(a.email),
  streetAddress: (a: CaseAnswers) => present(a.personalInfo.address),
  cityStateZip: (a: CaseAnswers) =>
    `${a.personalInfo.city}, ${a.personalInfo.state} ${a.personalInfo.zipCode}`.trim(),
  fullAddress: (a: CaseAnswers) =>
    `${a.personalInfo.address}, ${a.personalInfo.city}, ${a.personalInfo.state} ${a.personalInfo.zipCode}`,
  residenceState: (a: CaseAnswers) => jurisdictionName(a.personalInfo.state),
  convictionDate: (a: CaseAnswers) => present(a.convictionInfo.convictionDate),
  courtName: (a: CaseAnswers) => present(a.convictionInfo.courtName),
  caseNumber: (a: CaseAnswers) => present(a.convictionInfo.caseNumber),
  charges: (a: CaseAnswers) => present(a.convictionInfo.charges),
  sentence: (a: CaseAnswers) => present(a.convictionInfo.sentence),
  supervisionCompleted: (a: CaseAnswers) => yesNo(a.convictionInfo.completedSupervision),
  supervisionEndDate: (a: CaseAnswers) => present(a.convictionInfo.supervisionEndDate),
  releaseDate: (a: CaseAnswers) => present(a.convictionInfo.releaseDate),
  /** The convicting jurisdiction: the state's name, or 'Federal' for a federal wizard without one. */
  convictingJurisdiction: (a: CaseAnswers) => {
    const code = a.convictionInfo.convictionState
    if (code !== undefined) return jurisdictionName(code)
    return a.wizard === 'FEDERAL' ? 'United States (federal court)' : null
  },
  hasPriorConvictions: (a: CaseAnswers) => yesNo(a.additionalInfo.priorConvictions),
  priorConvictionsDetails: (a: CaseAnswers) =>
    a.additionalInfo.priorConvictions
      ? (present(a.additionalInfo.priorConvictionsDetails) ?? 'Yes (details to be added)')
      : 'None',
  militaryService: (a: CaseAnswers) =>
    a.wizard === 'FEDERAL' ? yesNo(a.additionalInfo.militaryService) : null,
  militaryDetails: (a: CaseAnswers) =>
    a.wizard === 'FEDERAL'
      ? a.additionalInfo.militaryService
        ? (present(a.additionalInfo.militaryDetails) ?? 'Served (details to be added)')
        : 'None'
      : null,
  /** Why the person asks for relief: the state wizard asks it; the federal one only has notes. */
  reasonForRestoration: (a: CaseAnswers) =>
    a.wizard === 'STATE'
      ? present(a.additionalInfo.reasonForRestoration)
      : present(a.additionalInfo.additionalNotes),
  additionalNotes: (a: CaseAnswers) => present(a.additionalInfo.additionalNotes),
  reliefAlreadyObtained: (a: CaseAnswers) => {
    const relief = a.convictionInfo.facts.reliefObtained
    return relief.length === 0 ? 'None' : relief.map((r) => RELIEF_WORDS[r]).join(', ')
  },
} as const

const RELIEF_WORDS: Record<CaseAnswers['convictionInfo']['facts']['reliefObtained'][number], string> = {
  EXPUNGEMENT: 'Expungement',
  SET_ASIDE: 'Set-aside',
  SEALING: 'Sealing',
  PARDON: 'Pardon',
  RIGHTS_RESTORED: 'Restoration of rights',
}

/** A field filled from the answers. */
export const filled = (label: string, value: FormField['value'], hint?: string): FormField =>
  hint === undefined ? { label, value } : { label, value, hint }

const none = () => null

/** A field only the customer can complete (a signature, a notarization, a handwritten statement). */
export const customer = (
  label: string,
  completes: NonNullable<FormField['customerCompletes']>,
  hint?: string,
): FormField =>
  hint === undefined
    ? { label, value: none, customerCompletes: completes }
    : { label, value: none, customerCompletes: completes, hint }

/** A field the answers do not hold, left blank for the customer or staff to fill in by hand. */
export const blank = (label: string, hint: string): FormField => ({ label, value: none, hint })

/** Name, date of birth, address and phone: the applicant block nearly every form opens with. */
export const APPLICANT_FIELDS: readonly FormField[] = [
  filled('Full legal name', ANSWER.fullName),
  filled('Date of birth', ANSWER.dateOfBirth),
  filled('Street address', ANSWER.streetAddress),
  filled('City, state and ZIP code', ANSWER.cityStateZip),
  filled('Telephone number', ANSWER.phone),
]

/** The conviction block: court, case number, date, charges, sentence and supervision. */
export const CONVICTION_FIELDS: readonly FormField[] = [
  filled('Convicting court', ANSWER.courtName),
  filled('Case number', ANSWER.caseNumber),
  filled('Date of conviction', ANSWER.convictionDate),
  filled('Offense(s) of conviction', ANSWER.charges),
  filled('Sentence imposed', ANSWER.sentence),
  filled('Supervision (probation or parole) completed', ANSWER.supervisionCompleted),
  filled('Date supervision ended', ANSWER.supervisionEndDate),
]

/** Other convictions and relief already held. */
export const HISTORY_FIELDS: readonly FormField[] = [
  filled('Other convictions (dates, courts, offenses)', ANSWER.priorConvictionsDetails),
  filled('Relief already obtained for this conviction', ANSWER.reliefAlreadyObtained),
]

/** The closing block of a sworn application: the applicant's signature and date. */
export const SIGNATURE_FIELDS: readonly FormField[] = [
  customer("Applicant's signature", 'SIGNATURE'),
  customer('Date signed', 'HANDWRITTEN'),
]

/** A notarized oath, where the form must be sworn before a notary. */
export const NOTARY_FIELD: FormField = customer(
  'Notary acknowledgment (sign in front of a notary)',
  'NOTARIZATION',
)
