import { BadgeCheck, Camera, CircleAlert, Clock, LoaderCircle } from 'lucide-react'
import { Link } from 'react-router'
import type { IdentityStatusResponse } from '#shared/contracts/identity.contract.ts'
import { ID_CHECK_DURATION, MANUAL_ID_FEE_NAME, MANUAL_ID_FEE_TERMS } from '#shared/domain/identity-check.ts'
import { formatUsd } from '#shared/domain/money.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { useStartIdentity } from '../identity.mutations.ts'
import { useIdentityStatus } from '../identity.queries.ts'

export const START_FAILED_MESSAGE = 'Failed to start ID verification. Please try again.'

type VerifyIdChoiceProps = {
  caseId: string | null
  /** The manual ID processing fee from the catalog settings (undefined while it loads). */
  feeCents: number | undefined
  /** Checkout after a finished ID check (idVerified=true). */
  verifiedHref: string
  /** Checkout without one, with the manual ID fee (idBypass=true). */
  bypassHref: string
}

/** The identity verification choice: the automated ID check, or manual processing for a fee. */
export function VerifyIdChoice({ caseId, feeCents, verifiedHref, bypassHref }: VerifyIdChoiceProps) {
  const status = useIdentityStatus()
  const start = useStartIdentity()

  const onVerify = async () => {
    try {
      const { url } = await start.mutateAsync(caseId ? { caseId } : {})
      window.location.assign(url)
    } catch {
      // The message below says what happened; the button is there to try again.
    }
  }

  if (status.isPending) return <Spinner label="Checking your verification status…" />
  if (status.data?.verified) return <VerifiedPanel status={status.data} checkoutHref={verifiedHref} />

  const fee = feeCents === undefined ? null : formatUsd(feeCents)
  return (
    <div className="grid gap-6">
      {status.data ? <CheckState status={status.data} /> : null}
      {start.isError ? (
        <p
          role="alert"
          className="flex gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {START_FAILED_MESSAGE}
        </p>
      ) : null}
      <div className="grid gap-6 md:grid-cols-2">
        <Card className="grid content-start gap-4 ring-2 ring-navy-700">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-xl font-semibold text-navy-950">Verify My ID</h2>
            <Badge variant="green">Recommended</Badge>
          </div>
          <p className="text-navy-800">
            Take a photo of your driver&apos;s license or state ID and a selfie. No extra fee, and we can
            start on your documents sooner.
          </p>
          <p className="flex items-center gap-2 text-sm font-medium text-navy-700">
            <Clock aria-hidden="true" className="size-4" />
            Takes {ID_CHECK_DURATION}
          </p>
          <Button size="lg" onClick={() => void onVerify()} disabled={start.isPending || start.isSuccess}>
            {start.isPending || start.isSuccess ? (
              <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
            ) : (
              <Camera aria-hidden="true" />
            )}
            Verify My ID
          </Button>
        </Card>
        <Card className="grid content-start gap-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-xl font-semibold text-navy-950">Skip Verification</h2>
            {fee ? <Badge variant="secondary">+{fee}</Badge> : null}
          </div>
          <p className="text-navy-800">
            We check your ID by hand instead, for a {MANUAL_ID_FEE_NAME}
            {fee ? ` of ${fee}` : ''} added to your order ({MANUAL_ID_FEE_TERMS}).
          </p>
          <Button asChild size="lg" variant="outline">
            <Link to={bypassHref}>Skip Verification{fee ? ` (+${fee})` : ''}</Link>
          </Button>
        </Card>
      </div>
    </div>
  )
}

function VerifiedPanel({ status, checkoutHref }: { status: IdentityStatusResponse; checkoutHref: string }) {
  const person = status.verifiedData
  return (
    <Card className="grid justify-items-start gap-4 ring-green-200">
      <h2 className="flex items-center gap-2 text-xl font-semibold text-green-900">
        <BadgeCheck aria-hidden="true" className="size-6" />
        Your identity is verified
      </h2>
      {person ? (
        <p className="text-navy-800">
          Verified as {person.firstName} {person.lastName}. The {MANUAL_ID_FEE_NAME} does not apply to your
          order.
        </p>
      ) : null}
      <Button asChild size="lg">
        <Link to={checkoutHref}>Continue to checkout</Link>
      </Button>
    </Card>
  )
}

/** Where the latest check stands while it is not verified; updated by the 5-second polling. */
function CheckState({ status }: { status: IdentityStatusResponse }) {
  switch (status.status) {
    case 'PROCESSING':
      return (
        <p role="status" className="flex items-center gap-3 rounded-lg bg-blue-50 p-4 text-blue-900">
          <LoaderCircle
            aria-hidden="true"
            className="size-5 shrink-0 animate-spin motion-reduce:animate-none"
          />
          We are checking your ID. This page updates by itself.
        </p>
      )
    case 'REQUIRES_INPUT':
      return (
        <p role="status" className="rounded-lg bg-blue-50 p-4 text-blue-900">
          Your ID check is waiting for your photos. If you closed it, start it again with Verify My ID. This
          page updates by itself.
        </p>
      )
    case 'FAILED':
      return (
        <div role="status" className="grid gap-2 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">Your last ID check did not pass.</p>
          {status.reasons.length > 0 ? (
            <ul className="list-disc pl-5 text-sm">
              {status.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          ) : status.lastError ? (
            <p className="text-sm">{status.lastError}</p>
          ) : null}
          <p className="text-sm">You can try again, or skip verification.</p>
        </div>
      )
    case 'CANCELED':
      return (
        <p role="status" className="rounded-lg bg-navy-50 p-4 text-navy-900">
          Your last ID check was cancelled. You can start a new one.
        </p>
      )
    default:
      return null
  }
}
