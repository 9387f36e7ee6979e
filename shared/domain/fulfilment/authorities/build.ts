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
} from '../fields.ts'
import type { FormField, OfficialForm } from '../types.ts'
import type { AuthorityEntry } from './types.ts'

// Shorthands for the authority data files: the fields a clemency or board application asks for,
// and the notes an entry carries when its address was not read on the authority's own pages.

/** The date the authority entries were last reviewed. */
export const AUTHORITIES_CHECKED = '2026-11-25'

/** For an address recalled from research notes but not read on the authority's own site. */
export const ADDRESS_TO_CONFIRM =
  "Mailing address from our research notes, not yet checked against the authority's own site: confirm it (and the current form) before mailing."

/** For an authority whose mailing address we could not establish. */
export const ADDRESS_UNKNOWN =
  "Mailing address not verified: use the authority's website or call it to get the address and the current form before filing."

/** The fee was not stated in the sources read. */
export const FEE_NOT_STATED = 'No fee was stated in the sources we read; confirm with the authority.'

/** Every field a clemency or board application asks for, in the usual order. */
export function applicationFields(options: { notarized?: boolean; extra?: FormField[] } = {}): FormField[] {
  return [
    ...APPLICANT_FIELDS,
    blank('Name at the time of conviction, if different', 'Any other name the record is under.'),
    customer('Social Security number', 'HANDWRITTEN', 'Written in by you; we never print it.'),
    filled('Convicting jurisdiction', ANSWER.convictingJurisdiction),
    ...CONVICTION_FIELDS,
    filled('Date of release from prison or jail', ANSWER.releaseDate),
    ...HISTORY_FIELDS,
    ...(options.extra ?? []),
    filled('Reason for the request', ANSWER.reasonForRestoration),
    customer(
      'Your own statement of the offense and your life since',
      'HANDWRITTEN',
      'In your own words; boards read it closely.',
    ),
    ...SIGNATURE_FIELDS,
    ...(options.notarized === true ? [NOTARY_FIELD] : []),
  ]
}

/** A form of an authority, with every field it asks for. */
export function form(
  name: string,
  number: string | null,
  options: { notarized?: boolean; extra?: FormField[]; source?: string } = {},
): OfficialForm {
  return {
    name,
    number,
    fields: applicationFields(options),
    ...(options.source === undefined ? {} : { source: options.source }),
  }
}

/**
 * A governor's clemency office or pardon board whose address was not read on its own site: the
 * entry says so, and the generic application stands for its form.
 */
export function clemencyOffice(
  entry: Omit<AuthorityEntry, 'kind' | 'isVerified' | 'verificationNote' | 'feeCents' | 'feeNote'> &
    Partial<Pick<AuthorityEntry, 'feeCents' | 'feeNote' | 'verificationNote' | 'kind'>>,
): AuthorityEntry {
  return {
    kind: 'BOARD',
    feeCents: null,
    feeNote: FEE_NOT_STATED,
    isVerified: false,
    verificationNote: entry.address.length === 0 ? ADDRESS_UNKNOWN : ADDRESS_TO_CONFIRM,
    ...entry,
  }
}

/**
 * A court route the statute files in the court where the person lives, not the convicting court:
 * the authority is that court's clerk, named from the answers' home address.
 */
export function residenceCourt(court: string, citations: string[], howToFile?: string): AuthorityEntry {
  return {
    name: `Clerk of the ${court}`,
    kind: 'COURT',
    residenceCourt: court,
    address: [],
    website: null,
    howToFile:
      howToFile ??
      `File the petition with the clerk of the ${court}, as ${citations[0] ?? 'the statute'} requires, not in the court that convicted you, and give a copy to the prosecuting attorney. The court may set a hearing; bring the attached documents.`,
    feeCents: null,
    feeNote:
      'Court filing fees vary by county; ask the clerk for the current fee, or for a fee waiver if you cannot pay.',
    citations,
    isVerified: false,
    verificationNote:
      "The petition is filed where you live: find that court's clerk and confirm its filing address (and whether it takes e-filing) before filing.",
  }
}
