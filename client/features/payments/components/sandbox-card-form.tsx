import { zodResolver } from '@hookform/resolvers/zod'
import type { ChangeEvent } from 'react'
import { useForm, type UseFormRegisterReturn } from 'react-hook-form'
import { SandboxCardSchema } from '#shared/contracts/checkout.contract.ts'
import { formatUsd } from '#shared/domain/money.ts'
import { FormAlert } from '#client/components/form/form-alert.tsx'
import { FormField } from '#client/components/form/form-field.tsx'
import { NETWORK_ERROR_MESSAGE } from '#client/components/form/server-error.ts'
import { Button } from '#client/components/ui/button.tsx'
import { ApiError } from '#client/lib/api-client.ts'
import { digitsOnly, formatCardExpiry, formatCardNumber } from '../card-format.ts'
import { useConfirmSandboxPayment } from '../payments.mutations.ts'

const FIELDS = ['number', 'expiry', 'cvc', 'zip'] as const
type CardField = (typeof FIELDS)[number]

type SandboxCardFormProps = {
  clientSecret: string
  amountCents: number
  onSucceeded: () => void
  onFailed: (message: string) => void
}

/**
 * The built-in sandbox's card form, ours rather than a provider's: it takes the test cards only,
 * and the server checks the number like a real card (Luhn, expiry, CVC, ZIP).
 */
export function SandboxCardForm({ clientSecret, amountCents, onSucceeded, onFailed }: SandboxCardFormProps) {
  const confirm = useConfirmSandboxPayment()
  const form = useForm({
    resolver: zodResolver(SandboxCardSchema),
    defaultValues: { number: '', expiry: '', cvc: '', zip: '' },
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (card) => {
    form.clearErrors('root')
    try {
      const result = await confirm.mutateAsync({ clientSecret, card })
      if (result.status === 'succeeded') {
        onSucceeded()
        return
      }
      const message = result.message ?? 'Your payment was not completed.'
      form.setError('root.server', { type: 'server', message })
      onFailed(message)
    } catch (error) {
      const message = showCardError(error)
      if (message) {
        form.setError('root.server', { type: 'server', message })
        onFailed(message)
      }
    }
  })

  // The server names fields as card.number and so on: those go under their field.
  function showCardError(error: unknown): string | null {
    if (!(error instanceof ApiError)) return NETWORK_ERROR_MESSAGE
    let isShownOnField = false
    for (const [name, message] of Object.entries(error.fields)) {
      const field = name.replace(/^card\./, '') as CardField
      if (FIELDS.includes(field)) {
        form.setError(field, { type: 'server', message }, { shouldFocus: !isShownOnField })
        isShownOnField = true
      }
    }
    return isShownOnField ? null : (error.serverMessage ?? error.message)
  }

  const formatted = (registration: UseFormRegisterReturn, format: (value: string) => string) => ({
    ...registration,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = format(event.target.value)
      return registration.onChange(event)
    },
  })

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <FormAlert message={errors.root?.server?.message} />
      <FormField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        hint="Test mode: use 4242 4242 4242 4242"
        error={errors.number?.message}
        {...formatted(form.register('number'), formatCardNumber)}
      />
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <FormField
          label="Expiry (MM / YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          error={errors.expiry?.message}
          {...formatted(form.register('expiry'), formatCardExpiry)}
        />
        <FormField
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          error={errors.cvc?.message}
          {...formatted(form.register('cvc'), (value) => digitsOnly(value, 4))}
        />
        <div className="col-span-2 sm:col-span-1">
          <FormField
            label="ZIP code"
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="12345"
            error={errors.zip?.message}
            {...formatted(form.register('zip'), (value) => digitsOnly(value, 5))}
          />
        </div>
      </div>
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Processing payment…' : `Pay ${formatUsd(amountCents, { alwaysShowCents: true })}`}
      </Button>
    </form>
  )
}
