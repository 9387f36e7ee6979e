import { useWatch } from 'react-hook-form'
import { CheckboxField } from '#client/components/form/checkbox-field.tsx'
import { TextareaField } from '#client/components/form/textarea-field.tsx'
import { useWizardForm } from './use-wizard-form.ts'
import type { WizardKind } from './wizard-form.ts'

/** Step 4: other convictions, military service (federal) or the reason for restoration (state), notes. */
export function AdditionalInfoStep({ kind }: { kind: WizardKind }) {
  const { register, control, formState } = useWizardForm()
  const errors = formState.errors.additionalInfo
  const [hasPriorConvictions, hasMilitaryService] = useWatch({
    control,
    name: ['additionalInfo.priorConvictions', 'additionalInfo.militaryService'],
  })

  return (
    <div className="grid gap-5">
      <CheckboxField
        label="I have other criminal convictions"
        {...register('additionalInfo.priorConvictions')}
      />
      {hasPriorConvictions ? (
        <TextareaField
          label="Tell us about your other convictions"
          hint="For each one: the offense, the state or federal court, and the year."
          rows={3}
          error={errors?.priorConvictionsDetails?.message}
          {...register('additionalInfo.priorConvictionsDetails')}
        />
      ) : null}
      {kind === 'FEDERAL' ? (
        <>
          <CheckboxField
            label="I served in the U.S. armed forces"
            {...register('additionalInfo.militaryService')}
          />
          {hasMilitaryService ? (
            <TextareaField
              label="Tell us about your service"
              hint="Branch, years of service and the type of discharge."
              rows={3}
              error={errors?.militaryDetails?.message}
              {...register('additionalInfo.militaryDetails')}
            />
          ) : null}
        </>
      ) : (
        <TextareaField
          label="Why do you want your firearm rights restored?"
          hint="For example: hunting, sport shooting, protecting your family, or a job that requires it."
          rows={3}
          error={errors?.reasonForRestoration?.message}
          {...register('additionalInfo.reasonForRestoration')}
        />
      )}
      <TextareaField
        label="Anything else we should know? (optional)"
        rows={3}
        error={errors?.additionalNotes?.message}
        {...register('additionalInfo.additionalNotes')}
      />
    </div>
  )
}
