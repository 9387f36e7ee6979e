import type { Mechanism } from '../eligibility/types.ts'
import { STATE_AUTHORITIES } from './authorities/index.ts'
import type { AuthorityEntry } from './authorities/types.ts'
import { FEDERAL_925C_AUTHORITY, FEDERAL_PARDON_AUTHORITY } from './federal.ts'
import { jurisdictionName } from './fields.ts'
import {
  AUTHORITY_KIND_OF,
  boardApplication,
  courtPetition,
  petitionTitle,
  recordsRequest,
  requirementsForKind,
  type AuthorityKind,
  type RequirementSet,
} from './generic.ts'
import {
  REQUIREMENT_CODES,
  REQUIREMENT_EXPLANATIONS,
  REQUIREMENT_LABELS,
  REQUIREMENT_MET_BY,
} from './requirements.ts'
import { resolveRoutes, type ResolvedRoute, type Side } from './resolve.ts'
import type {
  CaseAnswers,
  CaseFulfilment,
  DocumentRequirement,
  FilingAuthority,
  FulfilmentCase,
} from './types.ts'

export type * from './types.ts'
export type { AuthorityEntry, StateAuthorities } from './authorities/types.ts'
export { STATE_AUTHORITIES } from './authorities/index.ts'
export {
  REQUIREMENT_CODES,
  REQUIREMENT_EXPLANATIONS,
  REQUIREMENT_LABELS,
  REQUIREMENT_MET_BY,
  isRequirementCode,
  requirementLabel,
} from './requirements.ts'
export { FEDERAL_925C_AUTHORITY, FEDERAL_PARDON_AUTHORITY } from './federal.ts'
export { ANSWER, jurisdictionName } from './fields.ts'
export { resolveRoutes, sidesOf, type ResolvedRoute, type Side } from './resolve.ts'

/** Words for what only the customer can complete on a form (the packet prints these). */
export const CUSTOMER_COMPLETES_LABELS = {
  SIGNATURE: 'To be signed by you',
  NOTARIZATION: 'To be signed in front of a notary',
  HANDWRITTEN: 'To be filled in by you by hand',
} as const

const COURT_FILE_NOTE =
  "The court's street address is not in our data: confirm the clerk's filing address (and whether the court takes e-filing) before you mail or file."

const COURT_FEE_NOTE =
  'Court filing fees vary by county and kind of petition; ask the clerk for the current fee, or for a fee waiver if you cannot pay.'

function courtName(answers: CaseAnswers): string {
  return answers.convictionInfo.courtName.trim() || 'the convicting court'
}

/** The clerk of the court named in the answers: where a court route is filed. */
function clerkAuthority(
  id: string,
  side: Side,
  mechanism: Pick<Mechanism, 'kind' | 'path' | 'citations'>,
  answers: CaseAnswers,
  entry: AuthorityEntry | undefined,
): FilingAuthority {
  const residence = entry?.residenceCourt
  const court = residence === undefined ? courtName(answers) : `the ${residence}`
  const automatic = AUTHORITY_KIND_OF[mechanism.kind] === 'NONE'
  const howToFile = automatic
    ? `Nothing is filed to get this relief: ${mechanism.path} comes by operation of law once the conditions are met. Ask the clerk of ${court} for certified copies of the judgment and of your discharge, and keep them with you as proof.`
    : (entry?.howToFile ??
      `File the ${petitionTitle(mechanism.kind).toLowerCase()} with the clerk of ${court}, in person, by mail or through the court's e-filing system where it has one, and give a copy to the prosecuting attorney. The court may set a hearing; bring the attached documents.`)
  return {
    id,
    side,
    kind: 'COURT',
    mechanismPath: mechanism.path,
    name: `Clerk of ${court}`,
    address:
      residence === undefined
        ? [`Clerk of ${court}`, court, 'Filing address: to confirm with the clerk']
        : [
            `Clerk of ${court}`,
            `for ${answers.personalInfo.city}, ${answers.personalInfo.state} ${answers.personalInfo.zipCode}`,
            'Filing address: to confirm with the clerk',
          ],
    website: entry?.website ?? null,
    howToFile,
    feeCents: automatic ? null : (entry?.feeCents ?? null),
    feeNote: automatic
      ? 'The clerk charges a small fee per certified copy.'
      : (entry?.feeNote ?? COURT_FEE_NOTE),
    forms: automatic ? [recordsRequest()] : (entry?.forms ?? [courtPetition(mechanism)]),
    citations: [...new Set([...mechanism.citations, ...(entry?.citations ?? [])])],
    isVerified: false,
    verificationNote: entry?.verificationNote ?? COURT_FILE_NOTE,
  }
}

/** A board or agency from the state's data, or a plainly unverified stand-in when it has none. */
function bodyAuthority(
  id: string,
  side: Side,
  stateName: string,
  mechanism: Mechanism,
  entry: AuthorityEntry | undefined,
): FilingAuthority {
  if (entry === undefined) {
    return {
      id,
      side,
      kind: AUTHORITY_KIND_OF[mechanism.kind] === 'AGENCY' ? 'AGENCY' : 'BOARD',
      mechanismPath: mechanism.path,
      name: `${stateName}: the office that grants ${mechanism.path}`,
      address: [],
      website: null,
      howToFile: `Apply to the ${stateName} body named in ${mechanism.citations.join('; ') || 'the law'}. Its name and mailing address are still being verified; we will confirm them before you file.`,
      feeCents: null,
      feeNote: 'Fee not verified.',
      forms: [boardApplication(mechanism)],
      citations: [...mechanism.citations],
      isVerified: false,
      verificationNote: 'Authority not yet verified in our data: confirm name and address before mailing.',
    }
  }
  return {
    id,
    side,
    kind: entry.kind,
    mechanismPath: mechanism.path,
    name: entry.name,
    address: [...entry.address],
    website: entry.website,
    howToFile: entry.howToFile,
    feeCents: entry.feeCents,
    feeNote: entry.feeNote,
    forms: entry.forms ?? [boardApplication(mechanism)],
    citations: [...new Set([...mechanism.citations, ...entry.citations])],
    isVerified: entry.isVerified,
    ...(entry.verificationNote === undefined ? {} : { verificationNote: entry.verificationNote }),
  }
}

type Prepared = { authority: FilingAuthority; requirements: RequirementSet }

function prepare(route: ResolvedRoute, answers: CaseAnswers): Prepared {
  if (route.source === 'FEDERAL_925C') {
    return { authority: FEDERAL_925C_AUTHORITY, requirements: requirementsForKind('FEDERAL', answers) }
  }
  if (route.source === 'FEDERAL_PARDON') {
    return { authority: FEDERAL_PARDON_AUTHORITY, requirements: requirementsForKind('FEDERAL', answers) }
  }
  if (route.source === 'GENERIC') {
    const mechanism = { kind: 'COURT_PETITION' as const, path: route.path, citations: [] }
    return {
      authority: clerkAuthority('state-court', route.side, mechanism, answers, undefined),
      requirements: requirementsForKind('COURT', answers),
    }
  }
  const { mechanism, code } = route
  const entry = STATE_AUTHORITIES[code]?.byMechanism[mechanism.id]
  const kind: AuthorityKind = entry?.kind ?? AUTHORITY_KIND_OF[mechanism.kind]
  const authority =
    kind === 'COURT' || kind === 'NONE'
      ? clerkAuthority(mechanism.id, route.side, mechanism, answers, entry)
      : bodyAuthority(mechanism.id, route.side, jurisdictionName(code), mechanism, entry)
  const requirements: RequirementSet = {
    ...requirementsForKind(kind === 'NONE' ? 'COURT' : kind, answers),
    ...entry?.requires,
  }
  if (mechanism.requiresRelief !== undefined) requirements.PRIOR_RELIEF_ORDER = true
  return { authority, requirements }
}

/** Everything a case needs to be filed: its authorities (with forms) and the documents they ask for. */
export function caseFulfilment(c: FulfilmentCase): CaseFulfilment {
  const prepared: Prepared[] = []
  for (const route of resolveRoutes(c)) {
    const p = prepare(route, c.answers)
    // One remedy can serve both sides (a state pardon that also lifts the federal ban).
    if (!prepared.some((q) => q.authority.id === p.authority.id)) prepared.push(p)
  }
  const requirements: DocumentRequirement[] = []
  for (const code of REQUIREMENT_CODES) {
    const askedBy = prepared.filter((p) => p.requirements[code] !== undefined)
    if (askedBy.length === 0) continue
    requirements.push({
      code,
      label: REQUIREMENT_LABELS[code],
      explanation: REQUIREMENT_EXPLANATIONS[code],
      metBy: REQUIREMENT_MET_BY[code],
      isRequired: askedBy.some((p) => p.requirements[code] === true),
      authorityIds: askedBy.map((p) => p.authority.id),
    })
  }
  return { authorities: prepared.map((p) => p.authority), requirements }
}
