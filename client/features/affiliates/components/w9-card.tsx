import { zodResolver } from '@hookform/resolvers/zod'
import { FileCheck2 } from 'lucide-react'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { W9InputSchema, type AffiliateProfile } from '#shared/contracts/affiliates.contract.ts'
import { TIN_TYPES } from '#shared/domain/affiliates.ts'
import { ChoiceGroup } from '#client/components/form/choice-group.tsx'
import { FieldTexts } from '#client/components/form/field-parts.tsx'
import { FormAlert } from '#client/components/form/form-alert.tsx'
import { FormField } from '#client/components/form/form-field.tsx'
import { showServerError } from '#client/components/form/server-error.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import { useSubmitW9 } from '../affiliates.mutations.ts'

const TIN_CHOICES = TIN_TYPES.map((type) => ({ value: type, label: type }))
const FIELDS = ['legalName', 'tinType', 'tin', 'address', 'certified'] as const

/** The W-9 payouts need: on file (with the TIN's last four digits only), or the form to send it. */
export function W9Card({ userId, w9 }: { userId: string; w9: AffiliateProfile['w9'] }) {
  const headingId = useId()
  return (
    <Card className="grid content-start gap-4">
      <section aria-labelledby={headingId} className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={headingId} className="text-lg font-semibold text-navy-950">
            W-9 tax form
          </h3>
          <Badge variant={w9.isOnFile ? 'green' : 'yellow'}>{w9.isOnFile ? 'On file' : 'Required'}</Badge>
        </div>
        {w9.isOnFile ? (
          <p className="flex gap-2 text-navy-800">
            <FileCheck2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
            <span>
              Your W-9{w9.legalName ? ` for ${w9.legalName}` : ''} is on file
              {w9.tinLast4 ? `, TIN ending in ${w9.tinLast4}` : ''}.
            </span>
          </p>
        ) : (
          <>
            <p className="text-navy-700">
              We need a W-9 before we can pay you. Your taxpayer number is encrypted and only its last four
              digits are ever shown.
            </p>
            <W9Form userId={userId} />
          </>
        )}
      </section>
    </Card>
  )
}

function W9Form({ userId }: { userId: string }) {
  const submit = useSubmitW9(userId)
  const form = useForm({
    resolver: zodResolver(W9InputSchema),
    defaultValues: { legalName: '', tin: '', address: '' },
  })
  const { errors, isSubmitting } = form.formState
  const certifiedErrorId = useId()

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await submit.mutateAsync(values)
      toast({ variant: 'success', title: 'W-9 received', description: 'Your W-9 is on file.' })
    } catch (error) {
      // The number typed is not kept on the page after a failed attempt either.
      form.resetField('tin')
      showServerError(error, form.setError, FIELDS)
    }
  })

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <FormAlert message={errors.root?.server?.message} />
      <FormField
        label="Legal name (as shown on your tax return)"
        autoComplete="name"
        error={errors.legalName?.message}
        {...form.register('legalName')}
      />
      <ChoiceGroup
        legend="Taxpayer identification number type"
        type="radio"
        choices={TIN_CHOICES}
        error={errors.tinType?.message}
        registration={form.register('tinType')}
      />
      <FormField
        label="SSN or EIN"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        maxLength={11}
        hint="9 digits; dashes and spaces are fine."
        error={errors.tin?.message}
        {...form.register('tin')}
      />
      <FormField
        label="Mailing address"
        autoComplete="street-address"
        error={errors.address?.message}
        {...form.register('address')}
      />
      <div className="grid gap-1">
        <div className="flex items-start gap-3">
          <input
            type="checkbox"
            id={`${certifiedErrorId}-box`}
            aria-invalid={errors.certified ? true : undefined}
            aria-describedby={errors.certified ? certifiedErrorId : undefined}
            className="mt-0.5 size-5 shrink-0 accent-navy-800"
            {...form.register('certified')}
          />
          <label htmlFor={`${certifiedErrorId}-box`} className="text-base text-navy-950">
            Under penalties of perjury, I certify that the number shown is my correct taxpayer identification
            number and that I am a U.S. citizen or other U.S. person.
          </label>
        </div>
        <div className="pl-8">
          <FieldTexts error={errors.certified?.message} errorId={certifiedErrorId} />
        </div>
      </div>
      <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto sm:justify-self-start">
        {isSubmitting ? 'Sending…' : 'Submit W-9'}
      </Button>
    </form>
  )
}
