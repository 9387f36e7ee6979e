import { zodResolver } from '@hookform/resolvers/zod'
import { Eye, EyeOff } from 'lucide-react'
import { useState } from 'react'
import { useForm, type UseFormRegisterReturn } from 'react-hook-form'
import { VerifyFormInputSchema, type VerifyProfile } from '#shared/contracts/identity.contract.ts'
import { FieldTexts, useFieldIds } from '#client/components/form/field-parts.tsx'
import { FormAlert } from '#client/components/form/form-alert.tsx'
import { FormField } from '#client/components/form/form-field.tsx'
import { showServerError } from '#client/components/form/server-error.ts'
import { Button } from '#client/components/ui/button.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import { ApiError } from '#client/lib/api-client.ts'
import { useSaveVerifyForm } from '../identity.mutations.ts'
import { useVerifyProfile } from '../identity.queries.ts'

const FIELDS = ['name', 'ssn', 'phone', 'address'] as const

/** "ending in 1234": the only way an SSN is ever shown. */
export function ssnEnding(last4: string): string {
  return `ending in ${last4}`
}

/** The /verify form: full legal name, SSN, phone and address, checked with the server's own rules. */
export function VerifyForm({ onVerified }: { onVerified: (profile: VerifyProfile) => void }) {
  const save = useSaveVerifyForm()
  const saved = useVerifyProfile()
  const form = useForm({
    resolver: zodResolver(VerifyFormInputSchema),
    defaultValues: { name: '', ssn: '', phone: '', address: '' },
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const profile = await save.mutateAsync(values)
      toast({
        variant: 'success',
        title: 'Verification Successful',
        description: 'Your information has been verified successfully.',
      })
      onVerified(profile)
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Verification Failed',
        description: 'There was an error verifying your information. Please try again.',
      })
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        showServerError(error, form.setError, FIELDS)
      }
    }
  })

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      {saved.data ? (
        <p className="rounded-lg bg-navy-50 p-4 text-sm text-navy-800">
          We have your details on file for {saved.data.name}, SSN {ssnEnding(saved.data.ssnLast4)}. Sending
          this form again replaces them.
        </p>
      ) : null}
      <FormAlert message={errors.root?.server?.message} />
      <FormField
        label="Full legal name"
        autoComplete="name"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <SsnField error={errors.ssn?.message} registration={form.register('ssn')} />
      <FormField
        label="Phone number"
        type="tel"
        autoComplete="tel"
        hint="A US number, for example (304) 555-0100."
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <FormField
        label="Current address"
        autoComplete="street-address"
        hint="Street, city, state and ZIP code."
        error={errors.address?.message}
        {...form.register('address')}
      />
      <Button
        type="submit"
        size="lg"
        disabled={isSubmitting}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        {isSubmitting ? 'Verifying...' : 'Verify My Information'}
      </Button>
    </form>
  )
}

type SsnFieldProps = { error: string | undefined; registration: UseFormRegisterReturn<'ssn'> }

/** The SSN, masked like a password unless the customer asks to see what they typed; never autofilled. */
function SsnField({ error, registration }: SsnFieldProps) {
  const [isShown, setIsShown] = useState(false)
  const hint = 'Nine digits, for example 123-45-6789. We store it encrypted and only ever show the last four.'
  const { controlId, hintId, errorId, describedBy } = useFieldIds({ hint, error })
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={controlId}>Social security number</Label>
      <div className="flex gap-2">
        <Input
          id={controlId}
          type={isShown ? 'text' : 'password'}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...registration}
        />
        <Button
          variant="outline"
          aria-controls={controlId}
          onClick={() => setIsShown((shown) => !shown)}
          className="shrink-0"
        >
          {isShown ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          {isShown ? 'Hide' : 'Show'}
          <span className="sr-only"> social security number</span>
        </Button>
      </div>
      <FieldTexts hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  )
}
