import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { DELETE_CONFIRMATION_WORD, DeleteAccountInputSchema } from '#shared/contracts/accounts.contract.ts'
import { FormAlert } from '#client/components/form/form-alert.tsx'
import { FormField } from '#client/components/form/form-field.tsx'
import { showServerError } from '#client/components/form/server-error.ts'
import { Button } from '#client/components/ui/button.tsx'
import { useDeleteAccount } from '../accounts.mutations.ts'

/**
 * Deleting the account: the password and the typed word confirm it. What goes and what stays is
 * stated before the button (docs/decisions/045-account-settings.md).
 */
export function DeleteAccountForm({ onDeleted }: { onDeleted: (message: string) => void }) {
  const deleteAccount = useDeleteAccount()
  const form = useForm({
    resolver: zodResolver(DeleteAccountInputSchema),
    defaultValues: { password: '', confirmation: '' },
  })
  const { errors, isSubmitting } = form.formState
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { message } = await deleteAccount.mutateAsync(values)
      onDeleted(message)
    } catch (error) {
      showServerError(error, form.setError, ['password', 'confirmation'])
    }
  })
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Delete your account">
      <div className="grid gap-2 text-sm text-navy-800">
        <p>
          <strong>What is erased:</strong> your name and e-mail address, your cases and eligibility answers,
          your documents and fingerprint files, your identity details and Social Security number, your credit
          reports, items and letters, your conversations with us, newsletter subscriptions, preferences and
          password. You are signed out everywhere and can never sign in to this account again.
        </p>
        <p>
          <strong>What we must keep:</strong> your orders, payments and refunds, the signed service agreements
          they rest on, and any affiliate commissions and tax forms. Tax law and anti-fraud rules (chargebacks
          and card network disputes) require businesses to keep these financial records for several years.
          They are kept under an anonymous placeholder, not your name or e-mail.
        </p>
        <p>
          While a paid case is in progress the account cannot be deleted: we are still working on it for you.
        </p>
      </div>
      <FormAlert message={errors.root?.server?.message} />
      <FormField
        label="Your password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <FormField
        label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
        autoComplete="off"
        error={errors.confirmation?.message}
        {...form.register('confirmation')}
      />
      <Button
        type="submit"
        disabled={isSubmitting}
        className="justify-self-start bg-red-700 text-white hover:bg-red-800"
      >
        {isSubmitting ? 'Deleting…' : 'Delete my account'}
      </Button>
    </form>
  )
}
