import { useFormContext } from 'react-hook-form'
import type { CreateCaseInput } from '#shared/contracts/cases.contract.ts'
import type { WizardFormValues } from './wizard-form.ts'

/** The wizard's form, from the FormProvider the wizard puts around its steps. */
export function useWizardForm() {
  return useFormContext<WizardFormValues, unknown, CreateCaseInput>()
}
