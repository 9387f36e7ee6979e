import type {
  FederalAdditionalInfo,
  FederalConvictionInfo,
  PersonalInfo,
  StateAdditionalInfo,
  StateConvictionInfo,
} from '../../contracts/cases.contract.ts'
import type { ConvictionType, EligibilityResult } from '../eligibility/index.ts'
import type { PackageCode } from '../packages.ts'

/**
 * What a case needs to be filed: the authorities its package files with, the official forms each
 * one asks for, and the documents the customer supplies. Data beside the eligibility rules; the
 * checklist, the packet and the status flow all read it through `caseFulfilment()`.
 */

/**
 * The wizard answers as a case stores them; the packet adds the account's e-mail, so no form asks
 * for what the letter already prints.
 */
export type CaseAnswers = { email?: string | null } & (
  | {
      wizard: 'FEDERAL'
      personalInfo: PersonalInfo
      convictionInfo: FederalConvictionInfo
      additionalInfo: FederalAdditionalInfo
    }
  | {
      wizard: 'STATE'
      personalInfo: PersonalInfo
      convictionInfo: StateConvictionInfo
      additionalInfo: StateAdditionalInfo
    }
)

/** One thing the filing authorities ask the customer for. */
export type RequirementCode =
  | 'GOVERNMENT_ID'
  | 'CERTIFIED_JUDGMENT'
  | 'PROOF_OF_SENTENCE_COMPLETION'
  | 'PROOF_OF_SUPERVISION_DISCHARGE'
  | 'CRIMINAL_HISTORY_REPORT'
  | 'FINGERPRINTS'
  | 'CHARACTER_REFERENCES'
  | 'PROOF_OF_RESIDENCE'
  | 'PRIOR_RELIEF_ORDER'
  | 'MILITARY_DISCHARGE'

/** How a requirement is met: an uploaded document, a fingerprint artifact, or the identity check. */
export type RequirementMetBy = 'DOCUMENT' | 'FINGERPRINTS' | 'IDENTITY'

export type DocumentRequirement = {
  code: RequirementCode
  /** Short label, e.g. 'Certified copy of the judgment'. */
  label: string
  /** Plain words: what it is and where to get it (the court clerk, the probation office...). */
  explanation: string
  metBy: RequirementMetBy
  /** False for documents that help but are not demanded (character letters, usually). */
  isRequired: boolean
  /** Ids of the authorities (below) that ask for it. */
  authorityIds: string[]
}

/** A field of an official form: the label the form prints and where the value comes from. */
export type FormField = {
  label: string
  /**
   * The value filled from the case's answers, or null when the answers do not hold it. Fields only
   * the customer can complete set `customerCompletes` instead.
   */
  value: (answers: CaseAnswers) => string | null
  /** Set for what only the customer can do on the form: sign it, have it notarized, and so on. */
  customerCompletes?: 'SIGNATURE' | 'NOTARIZATION' | 'HANDWRITTEN'
  /** What the form asks for here when the label alone does not say (plain words). */
  hint?: string
}

export type OfficialForm = {
  name: string
  /** The form's number as the authority prints it, e.g. 'FD-258'; null when it has none. */
  number: string | null
  fields: FormField[]
  /** Where the form is found (the authority's page), when known. */
  source?: string
}

export type FilingAuthority = {
  id: string
  /** 'U.S. Department of Justice, Office of the Pardon Attorney' */
  name: string
  /** Mailing address lines; for a court named in the answers, built from them. */
  address: string[]
  /** How and where to file, in plain words (mail, online portal, in person at the clerk). */
  howToFile: string
  /** The filing fee in cents; null when unknown or it varies (the note then says so). */
  feeCents: number | null
  feeNote: string
  forms: OfficialForm[]
  citations: string[]
  /** Which side of the package the authority serves. */
  side?: 'FEDERAL' | 'STATE'
  /** COURT: the clerk of the convicting court; BOARD/AGENCY: a state body; FEDERAL: a federal office. */
  kind?: 'COURT' | 'BOARD' | 'AGENCY' | 'FEDERAL'
  /** The route this authority grants, as the eligibility result names it (e.g. 'Governor pardon'). */
  mechanismPath?: string
  website?: string | null
  /** False when the name or address could not be checked against the authority's own source. */
  isVerified?: boolean
  /** What to confirm before mailing (an unverified address, a court's filing address). */
  verificationNote?: string
}

/** Everything a case needs to be filed, for its package and verdict. */
export type CaseFulfilment = {
  authorities: FilingAuthority[]
  requirements: DocumentRequirement[]
}

/** What `caseFulfilment()` reads of a case. */
export type FulfilmentCase = {
  packageCode: PackageCode
  stateCode: string | null
  convictionType: ConvictionType
  eligibility: EligibilityResult
  answers: CaseAnswers
}
