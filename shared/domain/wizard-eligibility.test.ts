import { describe, expect, it } from 'vitest'
import { ConvictionFactsSchema } from '../contracts/cases.contract.ts'
import { EligibilityInputSchema } from './eligibility/input.ts'
import { QUESTION_FIELDS, type QuestionField } from './eligibility/result.ts'
import {
  applyQuestionReplies,
  QuestionReplySchema,
  wizardChangesOf,
  wizardEligibilityInput,
  type QuestionReply,
  type WizardAnswers,
} from './wizard-eligibility.ts'

/** Step 2 of the state wizard with every offense question left at "I don't know". */
function stateAnswers(): Extract<WizardAnswers, { wizard: 'STATE' }> {
  return {
    wizard: 'STATE',
    personalInfo: { state: 'WA' },
    convictionInfo: {
      convictionState: 'WA',
      convictionDate: '2008-03-15',
      charges: 'Theft in the second degree',
      courtName: 'King County Superior Court',
      sentence: '2 years of probation',
      completedSupervision: false,
      alsoHasFederalConviction: false,
      facts: ConvictionFactsSchema.parse({}),
    },
  }
}

const check = (answers: WizardAnswers) =>
  EligibilityInputSchema.parse(wizardEligibilityInput(answers, '2026-11-25'))

// A valid reply for each kind of field, so every field the engine may ask about is covered.
const VALID_VALUE: Record<QuestionField, string> = {
  'offense.felony': 'YES',
  'offense.maxSentenceYears': '5',
  'offense.violent': 'NO',
  'offense.weapon': 'NO',
  'offense.domesticRelationship': 'NO',
  'offense.drugDistribution': 'NO',
  'offense.drugPossession': 'NO',
  'offense.sexOffense': 'NO',
  'offense.sexOffenseRegistration': 'NO',
  'offense.burglary': 'NO',
  disposition: 'CONVICTION',
  supervisionCompleted: 'YES',
  supervisionEndDate: '2010-03-15',
  releaseDate: '2009-01-02',
  priorConvictions: 'NO',
  'reliefObtained.mentionsFirearms': 'NO',
}

describe('wizardEligibilityInput', () => {
  it('reads "I don\'t know" as an absent fact, never as no', () => {
    const input = check(stateAnswers())
    expect(input.offense).toEqual({})
    expect(input).not.toHaveProperty('disposition')
    expect(input).not.toHaveProperty('priorConvictions')
    expect(input).toMatchObject({ convictionType: 'STATE', stateCode: 'WA', supervisionCompleted: false })
  })
})

describe('answers to open questions', () => {
  it('every question field the engine may ask takes a reply and changes the check input', () => {
    // Relief already held, so the question about its firearm wording has something to change.
    const answers = stateAnswers()
    answers.convictionInfo.facts.reliefObtained = ['RIGHTS_RESTORED']
    for (const field of QUESTION_FIELDS) {
      const reply = { field, value: VALID_VALUE[field] } as QuestionReply
      expect(QuestionReplySchema.safeParse(reply).success, field).toBe(true)
      const before = check(answers)
      const after = check(applyQuestionReplies(answers, [reply]))
      expect(after, field).not.toEqual(before)
    }
  })

  it('a yes/no fact becomes the wizard answer and the engine fact', () => {
    const answers = applyQuestionReplies(stateAnswers(), [
      { field: 'offense.violent', value: 'NO' },
      { field: 'offense.weapon', value: 'YES' },
      { field: 'offense.burglary', value: 'NO' },
      { field: 'offense.sexOffense', value: 'NO' },
    ])
    expect(answers.convictionInfo.facts).toMatchObject({ violent: 'NO', weapon: 'YES', burglary: 'NO' })
    expect(check(answers).offense).toEqual({
      violent: false,
      weapon: true,
      burglary: false,
      sexOffense: false,
    })
  })

  it('the offense level takes yes/no or the level itself', () => {
    const level = (value: string) =>
      applyQuestionReplies(stateAnswers(), [{ field: 'offense.felony', value } as QuestionReply])
        .convictionInfo.facts.offenseLevel
    expect(level('YES')).toBe('FELONY')
    expect(level('FELONY')).toBe('FELONY')
    expect(level('NO')).toBe('MISDEMEANOR')
    expect(level('MISDEMEANOR')).toBe('MISDEMEANOR')
  })

  it('a number of years is read as a number and refused when it is not one', () => {
    const answers = applyQuestionReplies(stateAnswers(), [
      { field: 'offense.maxSentenceYears', value: ' 5 ' },
    ])
    expect(check(answers).offense).toEqual({ maxSentenceYears: 5 })
    for (const value of ['', 'five', '-1', '120']) {
      const read = QuestionReplySchema.safeParse({ field: 'offense.maxSentenceYears', value })
      expect(read.success, value).toBe(false)
    }
    expect(() => wizardChangesOf({ field: 'offense.maxSentenceYears', value: 'five' })).toThrow()
  })

  it('an end date marks the sentence complete; "not complete" drops a stale end date', () => {
    const ended = applyQuestionReplies(stateAnswers(), [{ field: 'supervisionEndDate', value: '2010-03-15' }])
    expect(check(ended)).toMatchObject({ supervisionCompleted: true, supervisionEndDate: '2010-03-15' })

    const reopened = applyQuestionReplies(ended, [{ field: 'supervisionCompleted', value: 'NO' }])
    expect(check(reopened).supervisionCompleted).toBe(false)
    expect(check(reopened)).not.toHaveProperty('supervisionEndDate')
    expect(QuestionReplySchema.safeParse({ field: 'supervisionEndDate', value: '2010-02-30' }).success).toBe(
      false,
    )
  })

  it('other convictions are known to the check even before step 4 is filled', () => {
    const answers = applyQuestionReplies(stateAnswers(), [{ field: 'priorConvictions', value: 'NO' }])
    expect(answers.additionalInfo).toEqual({ priorConvictions: false })
    expect(check(answers).priorConvictions).toBe(false)
    expect(applyQuestionReplies(stateAnswers(), [])).not.toHaveProperty('additionalInfo')
  })

  it('keeps the rest of step 4 when it was filled', () => {
    const filled = {
      ...stateAnswers(),
      additionalInfo: { priorConvictions: false, reasonForRestoration: 'Hunting' },
    }
    const answers = applyQuestionReplies(filled, [{ field: 'priorConvictions', value: 'YES' }])
    expect(answers.additionalInfo).toEqual({ priorConvictions: true, reasonForRestoration: 'Hunting' })
  })

  it('sets the disposition, the release date and the firearm wording of relief held', () => {
    const answers = applyQuestionReplies(stateAnswers(), [
      { field: 'disposition', value: 'DEFERRED' },
      { field: 'releaseDate', value: '2009-01-02' },
      { field: 'reliefObtained.mentionsFirearms', value: 'YES' },
    ])
    expect(answers.convictionInfo.facts.reliefRestrictsFirearms).toBe('YES')
    expect(check(answers)).toMatchObject({ disposition: 'DEFERRED', releaseDate: '2009-01-02' })
    expect(QuestionReplySchema.safeParse({ field: 'disposition', value: 'UNKNOWN' }).success).toBe(false)
  })

  it('the later of two replies to one field wins, and the given answers are left as they were', () => {
    const original = stateAnswers()
    const answers = applyQuestionReplies(original, [
      { field: 'offense.violent', value: 'YES' },
      { field: 'offense.violent', value: 'NO' },
    ])
    expect(answers.convictionInfo.facts.violent).toBe('NO')
    expect(original.convictionInfo.facts.violent).toBe('UNKNOWN')
  })
})
