import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { CreditItemInputSchema } from '#shared/domain/credit-repair.ts'
import { FormAlert } from '#client/components/form/form-alert.tsx'
import { FormField } from '#client/components/form/form-field.tsx'
import { SelectField } from '#client/components/form/select-field.tsx'
import { TextareaField } from '#client/components/form/textarea-field.tsx'
import { reportActionError, toastDone } from '#client/components/ui/action-feedback.ts'
import { Button } from '#client/components/ui/button.tsx'
import { useAddCreditItems } from '../credit-repair.mutations.ts'
import { BureauOptions, ItemTypeOptions, ReasonOptions } from './item-options.tsx'

const FIELDS = ['bureau', 'creditor', 'accountLastDigits', 'type', 'reason', 'note'] as const
const emptyToNull = (value: unknown) => (value === '' ? null : value)

/** Adds a disputed item by hand; only the last digits of an account number are taken. */
export function AddItemForm() {
  const addItems = useAddCreditItems()
  const form = useForm({
    resolver: zodResolver(CreditItemInputSchema),
    defaultValues: { creditor: '', accountLastDigits: null, note: null },
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (item) => {
    try {
      await addItems.mutateAsync({ items: [item] })
      toastDone('Item added', `${item.creditor} is on your list of disputed items.`)
      form.reset()
    } catch (error) {
      reportActionError(error, form.setError, FIELDS, 'The item was not added')
    }
  })

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <FormAlert message={errors.root?.server?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Bureau" error={errors.bureau?.message} {...form.register('bureau')}>
          <BureauOptions />
        </SelectField>
        <FormField
          label="Company shown on the report"
          autoComplete="off"
          error={errors.creditor?.message}
          {...form.register('creditor')}
        />
        <SelectField label="Kind of item" error={errors.type?.message} {...form.register('type')}>
          <ItemTypeOptions />
        </SelectField>
        <FormField
          label="Account number, last digits only"
          hint="The last 2 to 4 digits; leave empty for an inquiry, a public record or personal details."
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          error={errors.accountLastDigits?.message}
          {...form.register('accountLastDigits', { setValueAs: emptyToNull })}
        />
      </div>
      <SelectField label="Why you dispute it" error={errors.reason?.message} {...form.register('reason')}>
        <ReasonOptions />
      </SelectField>
      <TextareaField
        label="Note for the letter (optional)"
        rows={3}
        error={errors.note?.message}
        {...form.register('note', { setValueAs: emptyToNull })}
      />
      <Button type="submit" disabled={isSubmitting} className="justify-self-start">
        {isSubmitting ? 'Adding…' : 'Add item'}
      </Button>
    </form>
  )
}
