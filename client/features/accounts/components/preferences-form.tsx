import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import {
  NotificationPreferencesSchema,
  PREFERENCES_SAVED_MESSAGE,
  type NotificationPreferences,
} from '#shared/contracts/accounts.contract.ts'
import { CheckboxField } from '#client/components/form/checkbox-field.tsx'
import { FormAlert } from '#client/components/form/form-alert.tsx'
import { showServerError } from '#client/components/form/server-error.ts'
import { Button } from '#client/components/ui/button.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import { useUpdatePreferences } from '../accounts.mutations.ts'

/** Which e-mails the person wants; receipts and security notices are always sent. */
export function PreferencesForm({ preferences }: { preferences: NotificationPreferences }) {
  const update = useUpdatePreferences()
  const form = useForm({ resolver: zodResolver(NotificationPreferencesSchema), defaultValues: preferences })
  const { errors, isSubmitting } = form.formState
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values)
      form.reset(saved)
      toast({ variant: 'success', title: 'Preferences saved', description: PREFERENCES_SAVED_MESSAGE })
    } catch (error) {
      showServerError(error, form.setError, [])
    }
  })
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="E-mail preferences">
      <FormAlert message={errors.root?.server?.message} />
      <fieldset className="grid gap-3">
        <legend className="sr-only">E-mails you receive</legend>
        <CheckboxField
          label="Updates on my cases"
          hint="When a case changes status or needs something from you."
          {...form.register('emailCaseUpdates')}
        />
        <CheckboxField
          label="Credit repair reminders"
          hint="When a bureau's answer is due, and when you can pull your free reports."
          {...form.register('emailCreditReminders')}
        />
        <CheckboxField
          label="News and offers"
          hint="Now and then, about our services."
          {...form.register('emailProductNews')}
        />
      </fieldset>
      <p className="text-sm text-navy-700">
        Receipts, e-mails about your payments and security notices (a password or e-mail change) are always
        sent.
      </p>
      <Button type="submit" disabled={isSubmitting} className="justify-self-start">
        {isSubmitting ? 'Saving…' : 'Save preferences'}
      </Button>
    </form>
  )
}
