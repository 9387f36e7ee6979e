import { zodResolver } from '@hookform/resolvers/zod'
import { BadgeCheck, CircleX, FlaskConical } from 'lucide-react'
import { useId, useState, type ChangeEvent } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Link } from 'react-router'
import {
  PHOTO_TOO_LARGE_MESSAGE,
  SANDBOX_MAX_IMAGE_BYTES,
  SandboxSubmissionInputSchema,
  SESSION_NOT_FOUND_MESSAGE,
  type IdentityStatus,
} from '#shared/contracts/identity.contract.ts'
import { safeReturnTo } from '#shared/domain/return-to.ts'
import { IDENTITY_CHECK_STATUS_NAMES, labelFrom } from '#shared/domain/labels.ts'
import { FileField } from '#client/components/form/file-field.tsx'
import { FormAlert } from '#client/components/form/form-alert.tsx'
import { FormField } from '#client/components/form/form-field.tsx'
import { NameFields } from '#client/components/form/name-fields.tsx'
import { showServerError } from '#client/components/form/server-error.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { hasStatus } from '#client/lib/api-client.ts'
import { cn } from '#client/lib/cn.ts'
import { pagePaths } from '#client/lib/paths.ts'
import { useSubmitSandbox } from '../identity.mutations.ts'
import { useSandboxSession } from '../identity.queries.ts'
import { readAsDataUrl } from '../read-photo.ts'

type Outcome = { status: IdentityStatus; reasons: string[]; returnTo: string }

/** The built-in test-mode ID check: an ID photo, a selfie, and the name and birth date on the ID. */
export function SandboxIdCheck({ sessionId }: { sessionId: string }) {
  const session = useSandboxSession(sessionId)
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  if (session.isPending) return <Spinner label="Loading your ID check…" />
  if (hasStatus(session.error, 400, 404)) {
    return (
      <Card className="grid justify-items-start gap-4">
        <p role="alert" className="font-semibold text-navy-950">
          {SESSION_NOT_FOUND_MESSAGE}
        </p>
        <Button asChild>
          <Link to={pagePaths.verifyId}>Back to ID verification</Link>
        </Button>
      </Card>
    )
  }
  if (session.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-3">
        <p className="text-navy-900">We could not load your ID check. Please try again.</p>
        <Button variant="outline" onClick={() => void session.refetch()}>
          Try again
        </Button>
      </div>
    )
  }

  const shown =
    outcome ??
    (session.data.status === 'REQUIRES_INPUT'
      ? null
      : { status: session.data.status, reasons: [], returnTo: session.data.returnTo })
  if (shown) return <OutcomePanel outcome={shown} />
  return <SandboxForm sessionId={sessionId} onDecided={setOutcome} />
}

const FIELD_ORDER = ['document', 'selfie', 'firstName', 'lastName', 'dateOfBirth'] as const
type PhotoField = 'document' | 'selfie'

function SandboxForm({ sessionId, onDecided }: { sessionId: string; onDecided: (outcome: Outcome) => void }) {
  const submit = useSubmitSandbox(sessionId)
  const form = useForm({
    resolver: zodResolver(SandboxSubmissionInputSchema),
    defaultValues: { document: '', selfie: '', firstName: '', lastName: '', dateOfBirth: '' },
    shouldFocusError: false,
  })
  const { errors, isSubmitting } = form.formState
  const formId = useId()
  const photoInputId = (field: PhotoField) => `${formId}-${field}`
  const previews = useWatch({ control: form.control, name: ['document', 'selfie'] })

  const onPick = (field: PhotoField) => async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    if (!file) {
      form.setValue(field, '', { shouldValidate: form.formState.isSubmitted })
      return
    }
    // Checked before reading, so a huge file is never loaded into the page.
    if (file.size > SANDBOX_MAX_IMAGE_BYTES) {
      form.setValue(field, '')
      form.setError(field, { type: 'size', message: PHOTO_TOO_LARGE_MESSAGE })
      return
    }
    form.setValue(field, await readAsDataUrl(file), { shouldValidate: true })
  }

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        const result = await submit.mutateAsync(values)
        onDecided(result)
      } catch (error) {
        showServerError(error, form.setError, FIELD_ORDER)
      }
    },
    // Focus goes to the first field in error in the order they are shown; the photo pickers are not
    // registered inputs, so react-hook-form cannot focus them itself.
    (fieldErrors) => {
      const first = FIELD_ORDER.find((field) => fieldErrors[field])
      if (first === 'document' || first === 'selfie') document.getElementById(photoInputId(first))?.focus()
      else if (first) form.setFocus(first)
    },
  )

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-6">
      <FormAlert message={errors.root?.server?.message} />
      <div className="grid gap-6 sm:grid-cols-2">
        {(
          [
            [
              'document',
              'Photo of your ID (front)',
              'environment',
              'Your driver’s license or state ID, flat and in focus.',
            ],
            ['selfie', 'Selfie', 'user', 'A clear photo of your face, looking at the camera.'],
          ] as const
        ).map(([field, label, capture, hint], index) => (
          <div key={field} className="grid content-start gap-3">
            <FileField
              id={photoInputId(field)}
              label={label}
              accept="image/jpeg,image/png"
              capture={capture}
              hint={`${hint} JPEG or PNG.`}
              error={errors[field]?.message}
              onChange={(event) => void onPick(field)(event)}
            />
            {previews[index] ? (
              <img
                src={previews[index]}
                alt={`Preview of your ${field === 'document' ? 'ID photo' : 'selfie'}`}
                className="max-h-48 w-full rounded-lg border border-navy-200 bg-navy-50 object-contain"
              />
            ) : null}
          </div>
        ))}
      </div>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-base font-semibold text-navy-950">As printed on your ID</legend>
        <NameFields register={form.register} errors={errors} />
        <FormField
          label="Date of birth"
          type="date"
          autoComplete="bday"
          error={errors.dateOfBirth?.message}
          {...form.register('dateOfBirth')}
        />
      </fieldset>
      <Button
        type="submit"
        size="lg"
        disabled={isSubmitting}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        {isSubmitting ? 'Checking…' : 'Submit for verification'}
      </Button>
    </form>
  )
}

const OUTCOME_HEADINGS: Partial<Record<IdentityStatus, string>> = {
  VERIFIED: 'Your identity is verified',
  FAILED: 'Your ID check did not pass',
  PROCESSING: 'Your ID check is being processed',
  CANCELED: 'This ID check was cancelled',
}

function OutcomePanel({ outcome }: { outcome: Outcome }) {
  const isVerified = outcome.status === 'VERIFIED'
  const returnTo = safeReturnTo(outcome.returnTo, pagePaths.verifyId)
  const Icon = isVerified ? BadgeCheck : CircleX
  return (
    <Card className="grid justify-items-start gap-4">
      <div role="status" className="grid gap-3">
        <Badge variant={isVerified ? 'green' : outcome.status === 'FAILED' ? 'orange' : 'gray'}>
          {labelFrom(IDENTITY_CHECK_STATUS_NAMES, outcome.status)}
        </Badge>
        <h2
          className={cn(
            'flex items-center gap-2 text-xl font-semibold',
            isVerified ? 'text-green-900' : 'text-navy-950',
          )}
        >
          <Icon aria-hidden="true" className="size-6 shrink-0" />
          {OUTCOME_HEADINGS[outcome.status] ?? 'Your ID check is not finished'}
        </h2>
        {outcome.reasons.length > 0 ? (
          <ul className="list-disc pl-5 text-navy-900">
            {outcome.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <Button asChild size="lg">
        <Link to={returnTo}>{isVerified ? 'Continue' : 'Back to ID verification'}</Link>
      </Button>
    </Card>
  )
}

/** The notice that this page is the test-mode check, not a real identity provider. */
export function SandboxNotice() {
  return (
    <p className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>
        <strong className="font-semibold">Test mode.</strong> This is the site&apos;s built-in identity check,
        used while no identity provider is connected. It checks that both photos are readable images and that
        the name and date of birth fit your account; it does not compare faces.
      </span>
    </p>
  )
}
