import { zodResolver } from '@hookform/resolvers/zod'
import { ExternalLink } from 'lucide-react'
import { useForm, useWatch } from 'react-hook-form'
import { SignAgreementInputSchema, type AgreementProduct } from '#shared/contracts/agreements.contract.ts'
import { CheckboxField } from '#client/components/form/checkbox-field.tsx'
import { FormField } from '#client/components/form/form-field.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { LoadFailed } from '#client/components/ui/query-state.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { plannedPaths } from '#client/lib/paths.ts'
import { agreementParagraphs } from '../agreement-paragraphs.ts'
import { useAgreement } from '../agreements.queries.ts'

const SignFormSchema = SignAgreementInputSchema.pick({ agreed: true, fullName: true })

type AgreementStageProps = {
  product: AgreementProduct
  /** The customer's identity is not verified: the text states the manual ID processing fee. */
  idBypass: boolean
  /** Signs and sets up the payment with the typed name; the page moves on when it resolves. */
  onSign: (fullName: string) => Promise<void>
}

/**
 * Stage 1 of checkout: the agreement to read, the box to tick, then the typed name that signs it.
 * The name can be typed only once the box is ticked, and the button works only with both.
 */
export function AgreementStage({ product, idBypass, onSign }: AgreementStageProps) {
  const agreement = useAgreement(product, idBypass)
  const form = useForm({
    resolver: zodResolver(SignFormSchema),
    // The box starts unticked: `agreed` is left out rather than set to a value the schema refuses.
    defaultValues: { fullName: '' },
  })
  const { errors, isSubmitting } = form.formState
  const [agreed, fullName = ''] = useWatch({ control: form.control, name: ['agreed', 'fullName'] })
  const isAgreed = agreed === true
  const canSubmit = isAgreed && fullName.trim().length > 0 && !isSubmitting

  const onSubmit = form.handleSubmit(async (values) => {
    await onSign(values.fullName)
  })

  if (agreement.isPending) return <Spinner label="Loading the service agreement…" />
  if (agreement.isError) {
    return (
      <LoadFailed
        text="We could not load the service agreement. Please try again."
        onRetry={agreement.refetch}
      />
    )
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <div
        role="region"
        aria-label="Service agreement text"
        tabIndex={0}
        className="grid max-h-96 gap-3 overflow-y-auto rounded-lg border border-navy-200 bg-navy-50 p-4 text-sm leading-relaxed text-navy-900"
      >
        {agreementParagraphs(agreement.data.text).map((paragraph, index) =>
          paragraph.isHeading ? (
            <p key={index} className="pt-2 font-bold text-navy-950">
              {paragraph.text}
            </p>
          ) : (
            <p key={index} className="whitespace-pre-line">
              {paragraph.text}
            </p>
          ),
        )}
      </div>
      <a
        href={plannedPaths.legal}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1.5 justify-self-start text-sm font-semibold text-navy-800 underline"
      >
        Read our legal terms and disclaimers
        <ExternalLink aria-hidden="true" className="size-4" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
      <CheckboxField
        label="I have read and agree to the Service Agreement, including the refund policy and the credit repair disclosures."
        {...form.register('agreed')}
      />
      <FormField
        label="Type your full legal name to sign"
        autoComplete="name"
        hint={isAgreed ? undefined : 'Tick the box above first.'}
        disabled={!isAgreed}
        error={errors.fullName?.message}
        {...form.register('fullName')}
      />
      <Button
        type="submit"
        size="lg"
        disabled={!canSubmit}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        {isSubmitting ? 'Setting up your payment…' : 'Sign and continue to payment'}
      </Button>
    </form>
  )
}
