import type { JurisdictionCode } from '../../eligibility/input.ts'
import type { OfficialForm, RequirementCode } from '../types.ts'

/**
 * One filing authority as a state's data file records it: the body that grants a mechanism of the
 * eligibility data (matched by the mechanism's id), where it sits and what it asks for.
 */
export type AuthorityEntry = {
  /** The body's own name, e.g. 'Alabama Bureau of Pardons and Paroles'. */
  name: string
  kind: 'BOARD' | 'AGENCY' | 'COURT'
  /** Mailing address lines; empty when it could not be verified (the note then says so). */
  address: string[]
  website: string | null
  /** How and where to file, in plain words. */
  howToFile: string
  /** The filing fee in cents where the source states it; null otherwise (feeNote says why). */
  feeCents: number | null
  feeNote: string
  /**
   * For a court route filed where the person lives rather than where they were convicted: the
   * court's description, e.g. 'court of common pleas of the county where you live'.
   */
  residenceCourt?: string
  /** The authority's forms; when absent, the kind's generic petition describes what to file. */
  forms?: OfficialForm[]
  /** Overrides of its kind's documents: true makes one required, false lists it as helpful only. */
  requires?: Partial<Record<RequirementCode, boolean>>
  citations: string[]
  /** True only when name and address were read on the authority's own site or an official source. */
  isVerified: boolean
  /** What is unconfirmed, or what to check before mailing. */
  verificationNote?: string
}

/** A jurisdiction's filing authorities, keyed by the mechanism id of the eligibility data. */
export type StateAuthorities = {
  code: JurisdictionCode
  byMechanism: Readonly<Record<string, AuthorityEntry>>
  /** The pages the entries were checked against. */
  sources: readonly string[]
  /** The date the entries were last checked. */
  lastChecked: string
}
