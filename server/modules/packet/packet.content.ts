import {
  CUSTOMER_COMPLETES_LABELS,
  type CaseAnswers,
  type CaseFulfilment,
  type DocumentRequirement,
  type FilingAuthority,
  type FormField,
  type FulfilmentCase,
  type Side,
} from '#shared/domain/fulfilment/index.ts'
import { federalReliefWords } from '#shared/domain/federal-relief.ts'
import { FEDERAL_925C_AUTHORITY_ID } from '#shared/domain/fulfilment/federal.ts'
import { formatUsd } from '#shared/domain/money.ts'

/**
 * What the packet says, worked out from the case before any PDF is drawn: the cover letters, each
 * form's fields with their values, the attachment checklist and the filing instructions, all as
 * plain strings (docs/decisions/025-the-packet.md).
 */

/** What only the customer can complete on a form, in capitals so it stands out on paper. */
export const CUSTOMER_MARKS: Readonly<Record<NonNullable<FormField['customerCompletes']>, string>> = {
  SIGNATURE: CUSTOMER_COMPLETES_LABELS.SIGNATURE.toUpperCase(),
  NOTARIZATION: CUSTOMER_COMPLETES_LABELS.NOTARIZATION.toUpperCase(),
  HANDWRITTEN: CUSTOMER_COMPLETES_LABELS.HANDWRITTEN.toUpperCase(),
}

/** A field the form asks for that the answers do not hold. */
export const NOT_IN_ANSWERS_MARK = 'TO BE COMPLETED BY YOU: not in your answers'

export const CHECKLIST_STATES = { RECEIVED: 'Received', STILL_NEEDED: 'Still needed' } as const

/** A document of the case as the checklist reads it. */
export type PacketDocument = {
  kind: string
  reviewStatus?: 'RECEIVED' | 'ACCEPTED' | 'REJECTED'
  reviewReason?: string | null
}

export type PacketFacts = {
  caseNumber: string
  companyName: string
  /** Today's date (YYYY-MM-DD) in the business's time zone: the letters' date. */
  today: string
  email: string | null
  fulfilmentCase: FulfilmentCase
  fulfilment: CaseFulfilment
  documents: PacketDocument[]
  hasValidFingerprint: boolean
  isIdentityVerified: boolean
}

export type CoverLetter = {
  authorityName: string
  authorityAddress: string[]
  subject: string
  paragraphs: string[]
  enclosures: string[]
}

export type FilledField = { label: string; value: string; isMarked: boolean; hint: string | null }

export type FilledForm = {
  title: string
  authorityName: string
  source: string | null
  fields: FilledField[]
}

export type ChecklistLine = {
  label: string
  state: (typeof CHECKLIST_STATES)[keyof typeof CHECKLIST_STATES]
  detail: string | null
  isRequired: boolean
  askedBy: string
}

export type FilingStep = {
  authorityName: string
  address: string[]
  howToFile: string
  fee: string
  website: string | null
  note: string | null
}

export type PacketContent = {
  caseNumber: string
  companyName: string
  /** 'November 25, 2026' */
  dated: string
  applicant: {
    fullName: string
    dateOfBirth: string
    addressLines: string[]
    phone: string
    email: string | null
  }
  letters: CoverLetter[]
  forms: FilledForm[]
  checklist: ChecklistLine[]
  filing: FilingStep[]
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
})

/** An ISO date (YYYY-MM-DD) in words: '2010-06-15' → 'June 15, 2010'; anything else as it is. */
export function formatIsoDate(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value
  const date = new Date(`${value}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? value : DATE_FORMAT.format(date)
}

/** Everything the packet says, from the case's answers, its fulfilment data and what it has received. */
export function buildPacketContent(facts: PacketFacts): PacketContent {
  const { answers } = facts.fulfilmentCase
  const person = answers.personalInfo
  const fullName = `${person.firstName} ${person.lastName}`.trim()
  const applicant = {
    fullName,
    dateOfBirth: formatIsoDate(person.dateOfBirth),
    addressLines: [person.address, `${person.city}, ${person.state} ${person.zipCode}`],
    phone: person.phone,
    email: facts.email,
  }
  const { authorities, requirements } = facts.fulfilment
  return {
    caseNumber: facts.caseNumber,
    companyName: facts.companyName,
    dated: formatIsoDate(facts.today),
    applicant,
    letters: authorities.map((authority) => coverLetter(facts, authority, requirements, applicant)),
    forms: authorities.flatMap((authority) =>
      authority.forms.map((form) => ({
        title: form.number ? `${form.name} (${form.number})` : `${form.name} (no form number)`,
        authorityName: authority.name,
        source: form.source ?? null,
        fields: form.fields.map((field) => fillField(field, { ...answers, email: facts.email })),
      })),
    ),
    checklist: requirements.map((requirement) => checklistLine(facts, requirement, authorities)),
    filing: authorities.map((authority) => ({
      authorityName: authority.name,
      address: addressLines(authority),
      howToFile:
        authority.id === FEDERAL_925C_AUTHORITY_ID
          ? federalReliefWords(acceptsFederalRelief(facts)).howToFile
          : authority.howToFile,
      fee:
        authority.feeCents === null
          ? authority.feeNote
          : authority.feeCents === 0
            ? `No filing fee. ${authority.feeNote}`.trim()
            : `${formatUsd(authority.feeCents, { alwaysShowCents: true })}. ${authority.feeNote}`.trim(),
      website: authority.website ?? null,
      note:
        authority.verificationNote ??
        (authority.isVerified === false
          ? "We could not confirm this address against the authority's own source: check it before mailing."
          : null),
    })),
  }
}

function fillField(field: FormField, answers: CaseAnswers): FilledField {
  const hint = field.hint ?? null
  if (field.customerCompletes) {
    return { label: field.label, value: CUSTOMER_MARKS[field.customerCompletes], isMarked: true, hint }
  }
  let value: string | null
  try {
    value = field.value(answers)
  } catch {
    // A field that cannot be read from these answers is left for the customer, not a failed packet.
    value = null
  }
  const text = value?.trim()
  if (!text) return { label: field.label, value: NOT_IN_ANSWERS_MARK, isMarked: true, hint }
  return { label: field.label, value: formatIsoDate(text), isMarked: false, hint }
}

/** The side of the package an authority serves: its own word, else what the package says. */
function sideOf(authority: FilingAuthority, packageCode: FulfilmentCase['packageCode']): Side {
  if (authority.side) return authority.side
  if (packageCode === 'BUNDLE') return authority.kind === 'FEDERAL' ? 'FEDERAL' : 'STATE'
  return packageCode
}

function coverLetter(
  facts: PacketFacts,
  authority: FilingAuthority,
  requirements: DocumentRequirement[],
  applicant: PacketContent['applicant'],
): CoverLetter {
  const { answers, eligibility, packageCode } = facts.fulfilmentCase
  const finding = sideOf(authority, packageCode) === 'FEDERAL' ? eligibility.federal : eligibility.state
  const relief = lowerFirst(authority.mechanismPath ?? finding.path)
  const conviction = answers.convictionInfo
  const paragraphs = [
    `I respectfully submit the enclosed application for ${relief}, to restore my right to possess firearms.`,
    `On ${formatIsoDate(conviction.convictionDate)} I was convicted in the ${conviction.courtName}` +
      `${conviction.caseNumber ? ` (case number ${conviction.caseNumber})` : ''} of: ${oneLine(conviction.charges)}. ` +
      `My sentence was: ${oneLine(conviction.sentence)}.` +
      (conviction.completedSupervision
        ? ` I have completed my sentence and any supervision${
            conviction.supervisionEndDate
              ? `, which ended on ${formatIsoDate(conviction.supervisionEndDate)}`
              : ''
          }.`
        : ''),
  ]
  if (answers.wizard === 'STATE') {
    paragraphs.push(`Why I ask for this relief: ${oneLine(answers.additionalInfo.reasonForRestoration)}`)
  }
  paragraphs.push(
    `Please write to me at the address above${applicant.phone ? ` or call me at ${applicant.phone}` : ''} ` +
      'if you need anything further. Thank you for considering my application.',
  )
  const enclosures = [
    ...authority.forms.map((form) =>
      form.number
        ? `${form.name} (${form.number}), completed and signed`
        : `${form.name}, completed and signed`,
    ),
    // What goes in the envelope: every required document, and an optional one only once it is here.
    ...requirements
      .filter((requirement) => requirement.authorityIds.includes(authority.id))
      .filter((requirement) => requirement.isRequired || isReceived(facts, requirement))
      .map((requirement) => requirement.label),
    ...(authority.feeCents
      ? [`The filing fee of ${formatUsd(authority.feeCents, { alwaysShowCents: true })}`]
      : []),
  ]
  return {
    authorityName: authority.name,
    authorityAddress: addressLines(authority),
    subject: `Re: Application for ${relief}: ${applicant.fullName}, born ${applicant.dateOfBirth}`,
    paragraphs,
    enclosures,
  }
}

function isReceived(facts: PacketFacts, requirement: DocumentRequirement): boolean {
  return checklistLine(facts, requirement, []).state === CHECKLIST_STATES.RECEIVED
}

// The Department's intake as the case's verdict was shown with it (decision 049).
function acceptsFederalRelief(facts: PacketFacts): boolean {
  const { federal, state } = facts.fulfilmentCase.eligibility
  return (federal.federalRelief ?? state.federalRelief)?.acceptsApplications === true
}

// A route's name inside a sentence: 'Relief from federal…' → 'relief from federal…'; a name that
// starts with a proper noun ('Georgia pardon', 'U.S.') keeps its capital.
function lowerFirst(path: string): string {
  return /^(Relief|Federal|Expungement|Set-aside|Sealing|Restoration|Certificate|Petition)\b/.test(path)
    ? path[0]!.toLowerCase() + path.slice(1)
    : path
}

function checklistLine(
  facts: PacketFacts,
  requirement: DocumentRequirement,
  authorities: FilingAuthority[],
): ChecklistLine {
  const askedBy = authorities
    .filter((authority) => requirement.authorityIds.includes(authority.id))
    .map((authority) => authority.name)
    .join('; ')
  const line = (state: ChecklistLine['state'], detail: string | null): ChecklistLine => ({
    label: requirement.label,
    state,
    detail,
    isRequired: requirement.isRequired,
    askedBy,
  })
  if (requirement.metBy === 'FINGERPRINTS') {
    return facts.hasValidFingerprint
      ? line(CHECKLIST_STATES.RECEIVED, 'A readable fingerprint file is on file with us.')
      : line(
          CHECKLIST_STATES.STILL_NEEDED,
          'Upload your fingerprint card or live-scan receipt on the case page.',
        )
  }
  const files = facts.documents.filter((document) => document.kind === requirement.code)
  const accepted = files.find((document) => document.reviewStatus === 'ACCEPTED')
  if (accepted) return line(CHECKLIST_STATES.RECEIVED, 'Checked and accepted by our team.')
  const pending = files.find((document) => document.reviewStatus !== 'REJECTED')
  if (pending) return line(CHECKLIST_STATES.RECEIVED, 'Waiting for our review.')
  if (requirement.metBy === 'IDENTITY' && facts.isIdentityVerified) {
    return line(CHECKLIST_STATES.RECEIVED, 'Your identity was verified online.')
  }
  const rejected = files.find((document) => document.reviewStatus === 'REJECTED')
  if (rejected) {
    const reason = rejected.reviewReason ? `: ${rejected.reviewReason}` : ''
    return line(
      CHECKLIST_STATES.STILL_NEEDED,
      `The file you sent was not accepted${reason}. Please send a new one.`,
    )
  }
  return line(
    CHECKLIST_STATES.STILL_NEEDED,
    requirement.isRequired ? null : 'Optional, but it helps your application.',
  )
}

// A court's address starts with the clerk's name, which is the authority's name already.
function addressLines(authority: FilingAuthority): string[] {
  return authority.address.filter((line) => line !== authority.name)
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, '; ').trim()
}
