import type { Mechanism, MechanismKind } from '../eligibility/types.ts'
import {
  ANSWER,
  APPLICANT_FIELDS,
  blank,
  CONVICTION_FIELDS,
  customer,
  filled,
  HISTORY_FIELDS,
  NOTARY_FIELD,
  SIGNATURE_FIELDS,
} from './fields.ts'
import type { CaseAnswers, OfficialForm, RequirementCode } from './types.ts'

// What each kind of mechanism asks for when a state's data file has nothing more precise: the
// body that hears it, the petition it takes and the documents that go with it
// (docs/decisions/024-what-a-case-needs-to-be-filed.md).

/** Who hears a mechanism of this kind, unless the state's data says otherwise. */
export type AuthorityKind = 'COURT' | 'BOARD' | 'AGENCY' | 'NONE'

export const AUTHORITY_KIND_OF: Readonly<Record<MechanismKind, AuthorityKind>> = {
  AUTOMATIC_ON_COMPLETION: 'NONE',
  AUTOMATIC_AFTER_WAIT: 'NONE',
  COURT_PETITION: 'COURT',
  AGENCY_OR_BOARD_PETITION: 'AGENCY',
  EXECUTIVE_RESTORATION: 'BOARD',
  PARDON: 'BOARD',
  EXPUNGEMENT: 'COURT',
  SET_ASIDE: 'COURT',
  SEALING: 'COURT',
  OFFENSE_REDUCTION: 'COURT',
  CERTIFICATE_OF_RELIEF: 'COURT',
  FEDERAL_925C_RECOGNIZED: 'NONE',
  OTHER: 'AGENCY',
}

/** The name of the paper a court route is asked for with. */
const PETITION_TITLE: Readonly<Partial<Record<MechanismKind, string>>> = {
  COURT_PETITION: 'Petition for restoration of firearm rights',
  EXPUNGEMENT: 'Petition for expungement',
  SET_ASIDE: 'Motion to set aside the conviction',
  SEALING: 'Petition to seal the record of conviction',
  OFFENSE_REDUCTION: 'Motion to reduce the offense',
  CERTIFICATE_OF_RELIEF: 'Application for a certificate of relief',
}

/** The title a petition to a court for this kind of route goes under. */
export function petitionTitle(kind: MechanismKind): string {
  return PETITION_TITLE[kind] ?? 'Petition for relief'
}

/**
 * A petition to the convicting court where no official form exists: the contents such a petition
 * must hold, as fields, filled from the answers where they can be.
 */
export function courtPetition(mechanism: Pick<Mechanism, 'kind' | 'path' | 'citations'>): OfficialForm {
  const citations = mechanism.citations.join('; ')
  return {
    name: petitionTitle(mechanism.kind),
    number: null,
    fields: [
      filled('Caption: court', ANSWER.courtName),
      filled('Caption: case number', ANSWER.caseNumber),
      filled("Petitioner's full legal name", ANSWER.fullName),
      ...APPLICANT_FIELDS.slice(1),
      ...CONVICTION_FIELDS.slice(2),
      filled('Date of release from prison or jail', ANSWER.releaseDate),
      ...HISTORY_FIELDS,
      filled('Relief requested', () => mechanism.path),
      filled('Law that allows the relief', () => (citations === '' ? null : citations)),
      filled('Grounds: why the petitioner asks for relief', ANSWER.reasonForRestoration),
      blank(
        'Statement that every condition is met',
        'A sentence for each condition of the law: sentence and supervision completed, fines and restitution paid, waiting period run, no pending charges.',
      ),
      customer("Petitioner's signature (verification under oath)", 'SIGNATURE'),
      customer('Date signed', 'HANDWRITTEN'),
      { ...NOTARY_FIELD, hint: 'Where the court requires the petition to be sworn' },
      customer(
        'Certificate of service on the prosecuting attorney',
        'HANDWRITTEN',
        'Most courts require a copy to be given to the prosecutor; fill in how and when it was served.',
      ),
    ],
  }
}

/** A board or agency application where its data file names no official form. */
export function boardApplication(mechanism: Pick<Mechanism, 'path'>): OfficialForm {
  return {
    name: `Application: ${mechanism.path}`,
    number: null,
    fields: [
      ...APPLICANT_FIELDS,
      filled('State of residence', ANSWER.residenceState),
      filled('Convicting jurisdiction', ANSWER.convictingJurisdiction),
      ...CONVICTION_FIELDS,
      filled('Date of release from prison or jail', ANSWER.releaseDate),
      ...HISTORY_FIELDS,
      filled('Relief requested', () => mechanism.path),
      filled('Reason for the request', ANSWER.reasonForRestoration),
      ...SIGNATURE_FIELDS,
    ],
  }
}

/** A request to the clerk for the certified papers that prove a right came back by law. */
export function recordsRequest(): OfficialForm {
  return {
    name: 'Request for certified copies of the judgment and discharge',
    number: null,
    fields: [
      filled('Court', ANSWER.courtName),
      filled('Case number', ANSWER.caseNumber),
      filled('Name on the case', ANSWER.fullName),
      filled('Date of birth', ANSWER.dateOfBirth),
      filled('Date of conviction', ANSWER.convictionDate),
      filled('Mailing address for the copies', ANSWER.fullAddress),
      filled('Telephone number', ANSWER.phone),
      filled(
        'Documents requested',
        () => 'Certified copies of the judgment and of the order or certificate of discharge',
      ),
      ...SIGNATURE_FIELDS,
    ],
  }
}

/** The sentence mentions supervision, or the answers date its end: the discharge is needed. */
export function hadSupervision(answers: CaseAnswers): boolean {
  return (
    answers.convictionInfo.supervisionEndDate !== undefined ||
    /probation|parole|supervis/i.test(answers.convictionInfo.sentence)
  )
}

/** Required (true) or helpful (false) documents of one authority, before its data's overrides. */
export type RequirementSet = Partial<Record<RequirementCode, boolean>>

/** The documents a mechanism of this kind is asked with, for these answers. */
export function requirementsForKind(kind: AuthorityKind | 'FEDERAL', answers: CaseAnswers): RequirementSet {
  const supervision = hadSupervision(answers)
  const set: RequirementSet = {
    GOVERNMENT_ID: true,
    CERTIFIED_JUDGMENT: true,
    PROOF_OF_SENTENCE_COMPLETION: true,
    PROOF_OF_SUPERVISION_DISCHARGE: supervision,
    // Every case files a fingerprint card: the status flow waits for one (DECISIONS §3) and the
    // boards and the federal application run a fingerprint-based record check.
    FINGERPRINTS: true,
  }
  if (answers.convictionInfo.facts.reliefObtained.length > 0) set.PRIOR_RELIEF_ORDER = true
  if (kind === 'COURT') {
    set.CRIMINAL_HISTORY_REPORT = false
    set.CHARACTER_REFERENCES = false
  }
  if (kind === 'BOARD' || kind === 'AGENCY' || kind === 'FEDERAL') {
    set.CRIMINAL_HISTORY_REPORT = true
    set.CHARACTER_REFERENCES = false
    set.PROOF_OF_RESIDENCE = false
  }
  if (kind === 'FEDERAL' && answers.wizard === 'FEDERAL' && answers.additionalInfo.militaryService) {
    set.MILITARY_DISCHARGE = true
  }
  return set
}
