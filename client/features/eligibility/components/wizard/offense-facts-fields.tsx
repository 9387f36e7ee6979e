import { useWatch } from 'react-hook-form'
import type { Answer, ConvictionFacts } from '#shared/contracts/cases.contract.ts'
import { ChoiceGroup, type Choice } from '#client/components/form/choice-group.tsx'
import { FormField } from '#client/components/form/form-field.tsx'
import { useWizardForm } from './use-wizard-form.ts'

const DONT_KNOW = "I don't know"

const ANSWERS: readonly Choice<Answer>[] = [
  { value: 'YES', label: 'Yes' },
  { value: 'NO', label: 'No' },
  { value: 'UNKNOWN', label: DONT_KNOW },
]

const OFFENSE_LEVELS: readonly Choice<ConvictionFacts['offenseLevel']>[] = [
  { value: 'FELONY', label: 'Felony' },
  { value: 'MISDEMEANOR', label: 'Misdemeanor' },
  { value: 'UNKNOWN', label: DONT_KNOW },
]

const DISPOSITIONS: readonly Choice<ConvictionFacts['disposition']>[] = [
  { value: 'CONVICTION', label: 'Found or pleaded guilty (a conviction)' },
  { value: 'DEFERRED', label: 'Deferred judgment or deferred adjudication' },
  { value: 'DIVERSION', label: 'Diversion or a pretrial program' },
  { value: 'OTHER', label: 'Something else' },
  { value: 'UNKNOWN', label: DONT_KNOW },
]

const RELIEF: readonly Choice<ConvictionFacts['reliefObtained'][number]>[] = [
  { value: 'EXPUNGEMENT', label: 'Expunged' },
  { value: 'SET_ASIDE', label: 'Set aside or dismissed after the sentence' },
  { value: 'SEALING', label: 'Record sealed' },
  { value: 'PARDON', label: 'Pardoned' },
  { value: 'RIGHTS_RESTORED', label: 'Civil or gun rights restored' },
]

type YesNoFact = {
  [K in keyof ConvictionFacts]-?: ConvictionFacts[K] extends Answer ? K : never
}[keyof ConvictionFacts]

// The facts the law turns on, asked in plain words (research/eligibility-law.md §3.1).
const YES_NO_QUESTIONS: readonly { fact: Exclude<YesNoFact, 'reliefRestrictsFirearms'>; question: string }[] =
  [
    {
      fact: 'violent',
      question: 'Did the offense involve violence, or a threat of violence, against a person?',
    },
    { fact: 'weapon', question: 'Was a gun or another weapon involved?' },
    {
      fact: 'domesticRelationship',
      question:
        'Was the victim your spouse or partner (current or former), someone you dated, lived with as a partner, or share a child with?',
    },
    { fact: 'drugDistribution', question: 'Was it about selling, delivering or making drugs?' },
    { fact: 'drugPossession', question: 'Was it about having drugs for your own use?' },
    { fact: 'sexOffenseRegistration', question: 'Did it require you to register as a sex offender?' },
  ]

/** Step 2's questions about the offense itself, each answerable with "I don't know". */
export function OffenseFactsFields() {
  const { register, control, formState } = useWizardForm()
  const errors = formState.errors.convictionInfo?.facts
  const reliefObtained = useWatch({ control, name: 'convictionInfo.facts.reliefObtained' })
  const hasRelief = Array.isArray(reliefObtained) && reliefObtained.length > 0

  return (
    <section aria-labelledby="offense-facts-heading" className="grid gap-6 border-t border-navy-100 pt-6">
      <div>
        <h3 id="offense-facts-heading" className="text-lg font-semibold text-navy-950">
          About the offense
        </h3>
        <p className="mt-1 text-sm text-navy-700">
          These answers decide which laws apply. If you are not sure, choose “{DONT_KNOW}”: we never guess,
          and our team will look at it with you.
        </p>
      </div>
      <ChoiceGroup
        legend="Was it a felony or a misdemeanor?"
        type="radio"
        choices={OFFENSE_LEVELS}
        error={errors?.offenseLevel?.message}
        registration={register('convictionInfo.facts.offenseLevel')}
      />
      <FormField
        label="Longest prison term the law allowed for it, in years (if you know)"
        hint="Not the sentence you received: the maximum for the offense, as the statute or your court papers state it."
        type="number"
        inputMode="decimal"
        min={0}
        max={99}
        step="any"
        error={errors?.maxSentenceYears?.message}
        {...register('convictionInfo.facts.maxSentenceYears')}
      />
      {YES_NO_QUESTIONS.map(({ fact, question }) => (
        <ChoiceGroup
          key={fact}
          legend={question}
          type="radio"
          choices={ANSWERS}
          error={errors?.[fact]?.message}
          registration={register(`convictionInfo.facts.${fact}`)}
        />
      ))}
      <ChoiceGroup
        legend="How did the case end?"
        type="radio"
        choices={DISPOSITIONS}
        error={errors?.disposition?.message}
        registration={register('convictionInfo.facts.disposition')}
      />
      <ChoiceGroup
        legend="Has this conviction already been cleared or forgiven in any of these ways?"
        hint="Tick all that apply, or none."
        type="checkbox"
        choices={RELIEF}
        error={errors?.reliefObtained?.message}
        registration={register('convictionInfo.facts.reliefObtained')}
      />
      {hasRelief ? (
        <ChoiceGroup
          legend="Does that order say you still may not have guns?"
          type="radio"
          choices={ANSWERS}
          error={errors?.reliefRestrictsFirearms?.message}
          registration={register('convictionInfo.facts.reliefRestrictsFirearms')}
        />
      ) : null}
    </section>
  )
}
