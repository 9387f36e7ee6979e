import { useWatch } from 'react-hook-form'
import { CONVICTION_TYPES, JURISDICTIONS, type ConvictionType } from '#shared/domain/eligibility/input.ts'
import { CheckboxField } from '#client/components/form/checkbox-field.tsx'
import { FormField } from '#client/components/form/form-field.tsx'
import { SelectField } from '#client/components/form/select-field.tsx'
import { TextareaField } from '#client/components/form/textarea-field.tsx'
import { todayIsoDate } from '#client/lib/dates.ts'
import { OffenseFactsFields } from './offense-facts-fields.tsx'
import { useWizardForm } from './use-wizard-form.ts'
import type { WizardKind } from './wizard-form.ts'

const CONVICTION_TYPE_LABELS: Record<ConvictionType, string> = {
  FEDERAL: 'A federal conviction',
  STATE: 'A state conviction',
  BOTH: 'Both federal and state convictions',
}

/** Step 2: the conviction as the court papers describe it, then the facts the law turns on. */
export function ConvictionStep({ kind }: { kind: WizardKind }) {
  const { register, control, formState } = useWizardForm()
  const errors = formState.errors.convictionInfo
  const hasCompletedSupervision = useWatch({ control, name: 'convictionInfo.completedSupervision' })
  const today = todayIsoDate()

  return (
    <div className="grid gap-6">
      <div className="grid gap-5 sm:grid-cols-2">
        {kind === 'FEDERAL' ? (
          <>
            <SelectField
              label="Type of conviction"
              error={errors?.convictionType?.message}
              {...register('convictionInfo.convictionType')}
            >
              {CONVICTION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {CONVICTION_TYPE_LABELS[type]}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="State where the court sat (optional)"
              hint="For a federal conviction, the state of the federal district court. Left empty, we use your home state."
              error={errors?.convictionState?.message}
              {...register('convictionInfo.convictionState')}
            >
              <option value="">Same as my home state</option>
              <JurisdictionOptions />
            </SelectField>
          </>
        ) : (
          <SelectField
            label="State of conviction"
            error={errors?.convictionState?.message}
            {...register('convictionInfo.convictionState')}
          >
            <option value="">Select a state</option>
            <JurisdictionOptions />
          </SelectField>
        )}
        <FormField
          label="Date of conviction"
          type="date"
          max={today}
          error={errors?.convictionDate?.message}
          {...register('convictionInfo.convictionDate')}
        />
        <div className="sm:col-span-2">
          <TextareaField
            label="Charges"
            hint="The offense or offenses as your court papers name them, with the statute if you have it."
            rows={3}
            error={errors?.charges?.message}
            {...register('convictionInfo.charges')}
          />
        </div>
        <FormField
          label="Court name"
          hint="For example: Circuit Court of Kanawha County."
          error={errors?.courtName?.message}
          {...register('convictionInfo.courtName')}
        />
        <FormField
          label="Case number (optional)"
          error={errors?.caseNumber?.message}
          {...register('convictionInfo.caseNumber')}
        />
        <div className="sm:col-span-2">
          <TextareaField
            label="Sentence"
            hint="What the court ordered: for example, 18 months in prison and 3 years of supervised release."
            rows={2}
            error={errors?.sentence?.message}
            {...register('convictionInfo.sentence')}
          />
        </div>
        <div className="grid gap-4 sm:col-span-2">
          <CheckboxField
            label="I have completed my sentence, including any probation, parole or supervised release"
            {...register('convictionInfo.completedSupervision')}
          />
          {/* A sentence still running is asked for its end date too: with it the check can give the
              first day a route opens, instead of a date it would have to guess. */}
          <div className="sm:max-w-xs">
            <FormField
              key={hasCompletedSupervision ? 'ended' : 'ends'}
              label={
                hasCompletedSupervision
                  ? 'Date it ended (optional)'
                  : 'Date it ends, if you know it (optional)'
              }
              type="date"
              {...(hasCompletedSupervision ? { max: today } : { min: today })}
              error={errors?.supervisionEndDate?.message}
              {...register('convictionInfo.supervisionEndDate')}
            />
          </div>
          {kind === 'STATE' ? (
            <CheckboxField
              label="I also have a federal conviction"
              {...register('convictionInfo.alsoHasFederalConviction')}
            />
          ) : null}
        </div>
      </div>
      <OffenseFactsFields />
    </div>
  )
}

function JurisdictionOptions() {
  return JURISDICTIONS.map((jurisdiction) => (
    <option key={jurisdiction.code} value={jurisdiction.code}>
      {jurisdiction.name}
    </option>
  ))
}
