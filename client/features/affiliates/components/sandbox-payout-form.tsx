import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { SandboxPayoutAccountInputSchema } from '#shared/contracts/affiliates.contract.ts'
import { FormAlert } from '#client/components/form/form-alert.tsx'
import { FormField } from '#client/components/form/form-field.tsx'
import { showServerError } from '#client/components/form/server-error.ts'
import { Button } from '#client/components/ui/button.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import { useSaveSandboxPayoutAccount } from '../affiliates.mutations.ts'

const FIELDS = ['accountHolderName', 'routingNumber', 'accountNumber'] as const

/** The sandbox provider's onboarding: the bank account an ACH payout goes to. */
export function SandboxPayoutForm({ userId, onSaved }: { userId: string; onSaved: () => void }) {
  const save = useSaveSandboxPayoutAccount(userId)
  const form = useForm({
    resolver: zodResolver(SandboxPayoutAccountInputSchema),
    defaultValues: { accountHolderName: '', routingNumber: '', accountNumber: '' },
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const profile = await save.mutateAsync(values)
      const last4 = profile.payoutAccount?.last4
      toast({
        variant: 'success',
        title: 'Payout account saved',
        description: last4
          ? `Payouts go to the account ending in ${last4}.`
          : 'Your payout account is set up.',
      })
      onSaved()
    } catch (error) {
      showServerError(error, form.setError, FIELDS)
    }
  })

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <FormAlert message={errors.root?.server?.message} />
      <FormField
        label="Account holder name"
        autoComplete="name"
        error={errors.accountHolderName?.message}
        {...form.register('accountHolderName')}
      />
      <FormField
        label="Routing number"
        inputMode="numeric"
        autoComplete="off"
        maxLength={9}
        hint="The 9-digit ABA number at the bottom left of a check."
        error={errors.routingNumber?.message}
        {...form.register('routingNumber')}
      />
      <FormField
        label="Account number"
        inputMode="numeric"
        autoComplete="off"
        maxLength={17}
        error={errors.accountNumber?.message}
        {...form.register('accountNumber')}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Saving…' : 'Save payout account'}
      </Button>
    </form>
  )
}
