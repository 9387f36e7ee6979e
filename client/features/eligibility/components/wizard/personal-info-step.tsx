import { JURISDICTIONS } from '#shared/domain/eligibility/input.ts'
import { FormField } from '#client/components/form/form-field.tsx'
import { SelectField } from '#client/components/form/select-field.tsx'
import { todayIsoDate } from '#client/lib/dates.ts'
import { useWizardForm } from './use-wizard-form.ts'

// The home address is in one of the 50 states; DC residents name DC as their state of conviction.
const STATES_OF_RESIDENCE = JURISDICTIONS.filter((jurisdiction) => jurisdiction.code !== 'DC')

export function PersonalInfoStep() {
  const { register, formState } = useWizardForm()
  const errors = formState.errors.personalInfo
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField
        label="First name"
        autoComplete="given-name"
        error={errors?.firstName?.message}
        {...register('personalInfo.firstName')}
      />
      <FormField
        label="Last name"
        autoComplete="family-name"
        error={errors?.lastName?.message}
        {...register('personalInfo.lastName')}
      />
      <FormField
        label="Date of birth"
        type="date"
        autoComplete="bday"
        max={todayIsoDate()}
        error={errors?.dateOfBirth?.message}
        {...register('personalInfo.dateOfBirth')}
      />
      <FormField
        label="Phone number"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        error={errors?.phone?.message}
        {...register('personalInfo.phone')}
      />
      <div className="sm:col-span-2">
        <FormField
          label="Street address"
          autoComplete="street-address"
          error={errors?.address?.message}
          {...register('personalInfo.address')}
        />
      </div>
      <FormField
        label="City"
        autoComplete="address-level2"
        error={errors?.city?.message}
        {...register('personalInfo.city')}
      />
      <SelectField
        label="State"
        autoComplete="address-level1"
        error={errors?.state?.message}
        {...register('personalInfo.state')}
      >
        <option value="">Select your state</option>
        {STATES_OF_RESIDENCE.map((state) => (
          <option key={state.code} value={state.code}>
            {state.name}
          </option>
        ))}
      </SelectField>
      <FormField
        label="ZIP code"
        autoComplete="postal-code"
        inputMode="numeric"
        error={errors?.zipCode?.message}
        {...register('personalInfo.zipCode')}
      />
    </div>
  )
}
