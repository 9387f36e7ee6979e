import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import { FormField } from './form-field.tsx'

type Names = { firstName: string; lastName: string }

/**
 * First and last name side by side (stacked on a phone), as every form that asks for a person's
 * name lays them out. The form's values must hold both fields.
 */
export function NameFields<T extends Names>({
  register,
  errors,
}: {
  register: UseFormRegister<T>
  errors: FieldErrors<T>
}) {
  // react-hook-form types register by the form's own field paths; these two exist on every T here.
  const registerName = register as unknown as UseFormRegister<Names>
  const nameErrors = errors as FieldErrors<Names>
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        label="First name"
        autoComplete="given-name"
        error={nameErrors.firstName?.message}
        {...registerName('firstName')}
      />
      <FormField
        label="Last name"
        autoComplete="family-name"
        error={nameErrors.lastName?.message}
        {...registerName('lastName')}
      />
    </div>
  )
}
