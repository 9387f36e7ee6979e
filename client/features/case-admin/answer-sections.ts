import type { Answer, ConvictionFacts } from '#shared/contracts/cases.contract.ts'
import { JURISDICTION_NAMES, writtenDates } from '#shared/domain/case-labels.ts'
import { JURISDICTIONS } from '#shared/domain/eligibility/input.ts'
import type { CaseAnswers } from '#shared/domain/fulfilment/types.ts'

export type AnswerRow = { label: string; value: string }
export type AnswerSection = { title: string; rows: AnswerRow[] }

const STATE_NAMES = new Map<string, string>(JURISDICTIONS.map((j) => [j.code, j.name]))
/** A state's name from its code (an unknown code as it is). */
export const stateName = (code: string | undefined) => (code ? (STATE_NAMES.get(code) ?? code) : undefined)

const NOT_ANSWERED = 'Not answered'
const DONT_KNOW = "Doesn't know"
const ANSWER_WORDS: Record<Answer, string> = { YES: 'Yes', NO: 'No', UNKNOWN: DONT_KNOW }
const yesNo = (value: boolean) => (value ? 'Yes' : 'No')

const OFFENSE_LEVELS: Record<ConvictionFacts['offenseLevel'], string> = {
  FELONY: 'Felony',
  MISDEMEANOR: 'Misdemeanor',
  UNKNOWN: DONT_KNOW,
}
const DISPOSITIONS: Record<ConvictionFacts['disposition'], string> = {
  CONVICTION: 'Found or pleaded guilty (a conviction)',
  DEFERRED: 'Deferred judgment or deferred adjudication',
  DIVERSION: 'Diversion or a pretrial program',
  OTHER: 'Something else',
  UNKNOWN: DONT_KNOW,
}
const RELIEF: Record<ConvictionFacts['reliefObtained'][number], string> = {
  EXPUNGEMENT: 'Expunged',
  SET_ASIDE: 'Set aside or dismissed after the sentence',
  SEALING: 'Record sealed',
  PARDON: 'Pardoned',
  RIGHTS_RESTORED: 'Civil or gun rights restored',
}

// The offense questions as staff read them: short, beside the customer's answer.
const FACT_LABELS: Record<
  Exclude<keyof ConvictionFacts, 'offenseLevel' | 'disposition' | 'reliefObtained' | 'maxSentenceYears'>,
  string
> = {
  violent: 'Violence or a threat of violence',
  weapon: 'Gun or other weapon involved',
  domesticRelationship: 'Victim a partner, spouse or co-parent',
  drugDistribution: 'Selling, delivering or making drugs',
  drugPossession: 'Drugs for own use',
  sexOffenseRegistration: 'Sex offender registration required',
  sexOffense: 'Sex offense',
  burglary: 'Burglary',
  reliefRestrictsFirearms: 'Relief order forbids firearms',
}

/**
 * The wizard's answers as labelled rows in plain words, grouped as the wizard asks them; an answer
 * left empty reads 'Not answered' so staff see what is missing.
 */
export function answerSections(answers: CaseAnswers): AnswerSection[] {
  const { personalInfo: person, convictionInfo: conviction, additionalInfo: additional } = answers
  const text = (value: string | undefined | null) =>
    value?.trim() ? writtenDates(value.trim()) : NOT_ANSWERED
  const facts = conviction.facts

  const convictionRows: AnswerRow[] = [
    ...(answers.wizard === 'FEDERAL'
      ? [{ label: 'Type of conviction', value: JURISDICTION_NAMES[answers.convictionInfo.convictionType] }]
      : []),
    { label: 'State of conviction', value: text(stateName(conviction.convictionState)) },
    { label: 'Date of conviction', value: text(conviction.convictionDate) },
    { label: 'Charges', value: text(conviction.charges) },
    { label: 'Court name', value: text(conviction.courtName) },
    { label: 'Case number', value: text(conviction.caseNumber) },
    { label: 'Sentence', value: text(conviction.sentence) },
    { label: 'Sentence and supervision completed', value: yesNo(conviction.completedSupervision) },
    { label: 'Supervision ended', value: text(conviction.supervisionEndDate) },
    { label: 'Released from prison or jail', value: text(conviction.releaseDate) },
    ...(answers.wizard === 'STATE'
      ? [
          {
            label: 'Also has a federal conviction',
            value: yesNo(answers.convictionInfo.alsoHasFederalConviction),
          },
        ]
      : []),
  ]

  const factRows: AnswerRow[] = [
    { label: 'Offense level', value: OFFENSE_LEVELS[facts.offenseLevel] },
    {
      label: 'Maximum sentence',
      value: facts.maxSentenceYears === undefined ? NOT_ANSWERED : `${facts.maxSentenceYears} years`,
    },
    ...(Object.keys(FACT_LABELS) as (keyof typeof FACT_LABELS)[]).map((fact) => ({
      label: FACT_LABELS[fact],
      value: ANSWER_WORDS[facts[fact]],
    })),
    { label: 'Outcome in court', value: DISPOSITIONS[facts.disposition] },
    {
      label: 'Relief obtained',
      value:
        facts.reliefObtained.length > 0
          ? facts.reliefObtained.map((kind) => RELIEF[kind]).join(', ')
          : 'None',
    },
  ]

  const additionalRows: AnswerRow[] = [
    { label: 'Other convictions', value: yesNo(additional.priorConvictions) },
    ...(additional.priorConvictions
      ? [{ label: 'About the other convictions', value: text(additional.priorConvictionsDetails) }]
      : []),
    ...(answers.wizard === 'FEDERAL'
      ? [
          { label: 'Served in the U.S. armed forces', value: yesNo(answers.additionalInfo.militaryService) },
          ...(answers.additionalInfo.militaryService
            ? [{ label: 'About the service', value: text(answers.additionalInfo.militaryDetails) }]
            : []),
        ]
      : [{ label: 'Why restore firearm rights', value: text(answers.additionalInfo.reasonForRestoration) }]),
    { label: 'Anything else', value: text(additional.additionalNotes) },
  ]

  return [
    {
      title: 'Personal information',
      rows: [
        { label: 'Name', value: text(`${person.firstName} ${person.lastName}`) },
        { label: 'Date of birth', value: text(person.dateOfBirth) },
        { label: 'Phone number', value: text(person.phone) },
        {
          label: 'Address',
          value: text(
            `${person.address}, ${person.city}, ${stateName(person.state) ?? ''} ${person.zipCode}`,
          ),
        },
      ],
    },
    { title: 'Conviction', rows: convictionRows },
    { title: 'About the offense', rows: factRows },
    { title: 'Additional information', rows: additionalRows },
  ]
}
