// What the engine still needs to know: each missing fact is a key; the reasoning names it in words
// and, where the wizard has a field for it, a MANUAL_REVIEW result asks it as a question the person
// can answer in place (docs/decisions/020).
import type { OpenQuestion, QuestionField } from './result.ts'

/** A missing answer: an input field, or something only our team can check. */
export type MissingKey = QuestionField | 'asOf' | 'courtPapers' | 'priorFelonyDetails'

/** At most this many questions: the few whose answers would settle the case. */
export const MAX_QUESTIONS = 4

const YES_NO = 'YES_NO' as const

interface Definition {
  /** How the reasoning names it: "To decide, we need to know <label>". */
  readonly label: string
  readonly question?: OpenQuestion
}

const DEFINITIONS: Record<MissingKey, Definition> = {
  disposition: {
    label: 'how the case ended',
    question: {
      field: 'disposition',
      text: 'How did the case end?',
      answer: 'CHOICE',
      options: [
        { value: 'CONVICTION', label: 'A conviction' },
        { value: 'DEFERRED', label: 'Deferred adjudication, first-offender or a deferred sentence' },
        { value: 'DIVERSION', label: 'Diversion' },
        { value: 'OTHER', label: 'Something else' },
      ],
    },
  },
  'offense.felony': {
    label: 'whether the conviction was a felony or a misdemeanor',
    question: { field: 'offense.felony', text: 'Was the conviction a felony?', answer: YES_NO },
  },
  'offense.maxSentenceYears': {
    label: 'the maximum sentence the law allowed for the offense',
    question: {
      field: 'offense.maxSentenceYears',
      text: 'What is the longest sentence the law allowed for the offense, in years (not the sentence you got)?',
      answer: 'YEARS',
    },
  },
  'offense.violent': {
    label: 'whether the offense involved violence or force',
    question: {
      field: 'offense.violent',
      text: 'Did the offense involve force, or a threat of force, against a person?',
      answer: YES_NO,
    },
  },
  'offense.domesticRelationship': {
    label: 'whether the victim was a spouse, partner, family or household member',
    question: {
      field: 'offense.domesticRelationship',
      text: 'Was the victim a spouse, partner, family or household member, or someone you share a child with?',
      answer: YES_NO,
    },
  },
  'offense.weapon': {
    label: 'whether a firearm or other weapon was involved',
    // The decisive fact, not any weapon nearby: a weapon element of the offense or a weapon
    // finding in the sentence (docs/decisions/048).
    question: {
      field: 'offense.weapon',
      text: 'Was a firearm or other deadly weapon part of the offense, or was your sentence enhanced for one?',
      answer: YES_NO,
    },
  },
  'offense.drugDistribution': {
    label: 'whether the offense was drug distribution or trafficking',
    question: {
      field: 'offense.drugDistribution',
      text: 'Was it a drug sale, distribution or trafficking offense?',
      answer: YES_NO,
    },
  },
  'offense.drugPossession': {
    label: 'whether the offense was drug possession',
    question: { field: 'offense.drugPossession', text: 'Was it a drug possession offense?', answer: YES_NO },
  },
  'offense.sexOffense': {
    label: 'whether the offense was a sex offense',
    question: { field: 'offense.sexOffense', text: 'Was it a sex offense?', answer: YES_NO },
  },
  'offense.sexOffenseRegistration': {
    label: 'whether sex-offender registration applies',
    question: {
      field: 'offense.sexOffenseRegistration',
      text: 'Are you required to register as a sex offender?',
      answer: YES_NO,
    },
  },
  'offense.burglary': {
    label: 'whether the offense was a burglary',
    question: { field: 'offense.burglary', text: 'Was it a burglary?', answer: YES_NO },
  },
  supervisionCompleted: {
    label: 'whether you have completed your sentence, including probation or parole',
    question: {
      field: 'supervisionCompleted',
      text: 'Have you completed your sentence, including any probation or parole?',
      answer: YES_NO,
    },
  },
  supervisionEndDate: {
    label: 'the date your sentence, including any supervision, ended or will end',
    question: {
      field: 'supervisionEndDate',
      text: 'On what date did (or will) your sentence, including probation or parole, end?',
      answer: 'DATE',
    },
  },
  releaseDate: {
    label: 'the date you were released from prison or jail',
    question: {
      field: 'releaseDate',
      text: 'On what date were you released from prison or jail?',
      answer: 'DATE',
    },
  },
  priorConvictions: {
    label: 'whether you have other convictions',
    question: { field: 'priorConvictions', text: 'Do you have any other convictions?', answer: YES_NO },
  },
  'reliefObtained.mentionsFirearms': {
    label: 'the exact wording of the relief you obtained',
    question: {
      field: 'reliefObtained.mentionsFirearms',
      text: 'Does the pardon, expungement or other order you obtained say you may not have firearms?',
      answer: YES_NO,
    },
  },
  priorFelonyDetails: { label: 'whether any of your other convictions was a felony' },
  asOf: { label: 'the date to assess eligibility on' },
  courtPapers: { label: 'what the court papers show about the conviction' },
}

// The order in which questions are asked: the ones that decide most come first.
const ORDER = Object.keys(DEFINITIONS) as MissingKey[]
const RANK = new Map(ORDER.map((key, i) => [key, i]))

const byRank = (a: MissingKey, b: MissingKey): number => RANK.get(a)! - RANK.get(b)!

/** The reasoning's words for what is missing, most decisive first. */
export function missingLabels(keys: readonly MissingKey[]): string[] {
  return [...new Set(keys)].sort(byRank).map((key) => DEFINITIONS[key].label)
}

/** The few questions the person can answer in place, most decisive first. */
export function questionsFor(keys: readonly MissingKey[]): OpenQuestion[] {
  const out: OpenQuestion[] = []
  for (const key of [...new Set(keys)].sort(byRank)) {
    const question = DEFINITIONS[key].question
    if (question !== undefined) out.push(question)
    if (out.length === MAX_QUESTIONS) break
  }
  return out
}
