import { useEffect, useRef, useState } from 'react'
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router'
import type { AgreementProduct } from '#shared/contracts/agreements.contract.ts'
import type { CaseDetail } from '#shared/contracts/cases.contract.ts'
import type { CheckoutSession } from '#shared/contracts/checkout.contract.ts'
import {
  FEDERAL_RELIEF_ACKNOWLEDGEMENT_MISSING,
  needsFederalReliefAcknowledgement,
} from '#shared/domain/federal-relief.ts'
import { formatUsd } from '#shared/domain/money.ts'
import { PACKAGE_NAMES } from '#shared/domain/packages.ts'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { LoadFailed } from '#client/components/ui/query-state.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import { useSignAgreement } from '#client/features/agreements/agreements.mutations.ts'
import { useCurrentSignature } from '#client/features/agreements/agreements.queries.ts'
import { AgreementStage } from '#client/features/agreements/components/agreement-stage.tsx'
import { SignedAgreement } from '#client/features/agreements/components/signed-agreement.tsx'
import { RequireUser, SignedOutRedirect } from '#client/features/auth/components/require-user.tsx'
import { signInAgain } from '#client/features/auth/sign-in-again.ts'
import { caseNumber } from '#client/features/cases/case-display.ts'
import { WithOptionalCase } from '#client/features/cases/components/with-optional-case.tsx'
import { CasePackageChooser } from '#client/features/cases/components/case-package-chooser.tsx'
import { VerifyIdChoice } from '#client/features/identity/components/verify-id-choice.tsx'
import {
  otherPackageAsked,
  readCheckoutQuery,
  productToSell,
  type CheckoutQuery,
} from '#client/features/payments/checkout-query.ts'
import { CheckoutStages, type CheckoutStage } from '#client/features/payments/components/checkout-stages.tsx'
import { CheckoutSummary } from '#client/features/payments/components/checkout-summary.tsx'
import { FederalReliefAcknowledgement } from '#client/features/payments/components/federal-relief-acknowledgement.tsx'
import { InvalidProduct } from '#client/features/payments/components/invalid-product.tsx'
import { PaymentSetupFailed } from '#client/features/payments/components/payment-setup-failed.tsx'
import { PaymentStage } from '#client/features/payments/components/payment-stage.tsx'
import { useCreateCheckout } from '#client/features/payments/payments.mutations.ts'
import { useCheckoutSummary } from '#client/features/payments/payments.queries.ts'
import { usePublicSettings } from '#client/features/settings/settings.queries.ts'
import { hasStatus } from '#client/lib/api-client.ts'
import {
  casePath,
  checkoutPath,
  pagePaths,
  payLaterSetupPath,
  verifyIdPath,
  withQuery,
} from '#client/lib/paths.ts'

/** /checkout?product=…&case=… (also caseId, idVerified, idBypass and plan=deposit). */
export function CheckoutRoute() {
  const [search] = useSearchParams()
  return <CheckoutGate query={readCheckoutQuery(search)} />
}

/** /checkout/{federal|state|bundle}: the same checkout for the package of the path. */
export function CheckoutPackageRoute() {
  const { package: slug = '' } = useParams()
  const [search] = useSearchParams()
  return <CheckoutGate query={readCheckoutQuery(search, slug)} />
}

function CheckoutGate({ query }: { query: CheckoutQuery }) {
  return (
    <RequireUser>
      {() =>
        query.productChoice.kind === 'invalid' ? (
          <InvalidProduct message={query.productChoice.message} />
        ) : (
          <WithOptionalCase caseId={query.caseId} signedOut={<SignedOutRedirect />}>
            {(item) => <Checkout query={query} item={item} />}
          </WithOptionalCase>
        )
      }
    </RequireUser>
  )
}

function Checkout({ query, item }: { query: CheckoutQuery; item: CaseDetail | null }) {
  const product = productToSell(query.productChoice, item?.packageCode ?? null) ?? 'FEDERAL'
  const summary = useCheckoutSummary(product)
  const current = useCurrentSignature(
    product,
    summary.data ? !summary.data.isIdentityVerified : true,
    item?.id ?? null,
  )
  const settings = usePublicSettings()
  const sign = useSignAgreement()
  const create = useCreateCheckout()
  const navigate = useNavigate()
  const location = useLocation()
  const [stage, setStage] = useState<CheckoutStage>('agreement')
  const [session, setSession] = useState<CheckoutSession | null>(null)
  const [setupError, setSetupError] = useState<unknown>(null)
  const [signedName, setSignedName] = useState('')
  const signature = useRef<{ id: string; fullName: string; product: string } | null>(null)
  const stageHeading = useRef<HTMLHeadingElement>(null)
  const hasMoved = useRef(false)
  const [acknowledgesFederalRelief, setAcknowledgesFederalRelief] = useState(false)
  const [acknowledgementError, setAcknowledgementError] = useState<string | undefined>()
  const acknowledgementBox = useRef<HTMLInputElement>(null)

  // A new stage is announced by moving focus to its heading (not on the first render).
  useEffect(() => {
    if (hasMoved.current) stageHeading.current?.focus()
  }, [stage, setupError])

  // The case's verdict decides whether it can be paid for at all (docs/decisions/021-case-follows-verdict.md).
  if (item?.checkoutRefusal) return <CaseNotPayable item={item} />
  if (summary.isPending || current.isPending) return <Spinner label="Loading your order summary…" />
  if (hasStatus(summary.error, 401)) return <SignedOutRedirect />
  if (summary.isError)
    return (
      <LoadFailed
        layout="page"
        text="We could not load your order summary. Please try again."
        onRetry={summary.refetch}
      />
    )

  const caseId = item?.id ?? null
  const forCase = caseId ? { caseId } : {}
  // Checkout accepts only a signature of the exact text that states what is charged: with the
  // manual ID fee unless the customer's identity is verified.
  const idBypass = !summary.data.isIdentityVerified
  // A returning customer who signed that exact text already is not asked to sign it again.
  const earlier = current.data?.signature ?? null

  // Identity is proved online for free or by hand for a fee: the customer chooses before signing,
  // and the total follows the choice (docs/decisions/056-company-details-and-uploads.md). A
  // signature made earlier already states the fee, so that customer chose.
  const needsIdChoice = idBypass && !query.isIdBypass && !earlier
  const shownSummary = needsIdChoice
    ? { ...summary.data, idFeeCents: 0, totalCents: summary.data.priceCents }
    : summary.data
  const sameCheckout = { product, case: caseId, plan: query.plan === 'DEPOSIT' ? ('deposit' as const) : null }

  // The package's only federal route takes no applications yet: the customer says they know first.
  const needsAcknowledgement = item !== null && needsFederalReliefAcknowledgement(item.eligibility, product)

  // Signs (once per typed name), then opens the order and starts the payment of what is due now.
  const setUpPayment = async (fullName: string) => {
    if (needsAcknowledgement && !acknowledgesFederalRelief) {
      setAcknowledgementError(FEDERAL_RELIEF_ACKNOWLEDGEMENT_MISSING)
      acknowledgementBox.current?.focus()
      return
    }
    setSignedName(fullName)
    try {
      if (signature.current?.fullName !== fullName || signature.current.product !== product) {
        const signed =
          earlier?.fullName === fullName
            ? earlier
            : await sign.mutateAsync({ product, ...forCase, fullName, agreed: true, idBypass })
        signature.current = { id: signed.signatureId, fullName, product }
      }
      const created = await create.mutateAsync({
        product,
        ...forCase,
        signatureId: signature.current.id,
        paymentPlan: query.plan,
        acknowledgesFederalRelief: needsAcknowledgement && acknowledgesFederalRelief,
      })
      setSession(created)
      setSetupError(null)
    } catch (error) {
      if (hasStatus(error, 401)) {
        signInAgain(`${location.pathname}${location.search}`)
        return
      }
      toast({
        variant: 'destructive',
        title: 'Error',
        description: 'Failed to create order. Please try again.',
      })
      setSession(null)
      setSetupError(error)
    }
    hasMoved.current = true
    setStage('payment')
  }

  const returnUrl = caseId
    ? casePath(caseId)
    : withQuery(pagePaths.checkoutSuccess, { order: session?.orderId })
  const caseLabel = caseId ? caseNumber(caseId) : null
  const isRetrying = sign.isPending || create.isPending

  return (
    <div className="grow bg-navy-50">
      <div className="mx-auto grid w-full max-w-6xl content-start gap-6 px-4 py-10 sm:py-12">
        <div className="grid gap-2">
          <h1 className="text-3xl font-bold text-navy-950">Checkout</h1>
          <p className="text-navy-700">
            {PACKAGE_NAMES[product]}
            {caseLabel ? ` for ${caseLabel}` : ''}: sign the service agreement, then pay.
          </p>
          {/* On a phone the summary comes after the stages, so the total is named up here too. */}
          <p className="text-navy-700 lg:hidden">
            Total <span className="font-semibold text-navy-950">{formatUsd(shownSummary.totalCents)}</span>
            {' · '}
            <a href="#checkout-summary-heading" className="font-semibold text-navy-800 underline">
              Order summary
            </a>
          </p>
        </div>
        {item && stage === 'agreement' && item.status === 'INTAKE' ? (
          <Card>
            <section aria-labelledby="checkout-package-heading" className="grid gap-3">
              <h2 id="checkout-package-heading" className="text-xl font-semibold text-navy-950">
                Your package
              </h2>
              {otherPackageAsked(query.productChoice, item.packageCode) ? (
                <p className="text-sm text-navy-800">
                  The link you followed named the{' '}
                  {PACKAGE_NAMES[otherPackageAsked(query.productChoice, item.packageCode)!]} package. Your
                  case is set up for the {PACKAGE_NAMES[item.packageCode]} package; to switch, confirm below.
                </p>
              ) : null}
              <CasePackageChooser
                key={item.packageCode}
                item={item}
                proposed={otherPackageAsked(query.productChoice, item.packageCode)}
              />
            </section>
          </Card>
        ) : null}
        {needsAcknowledgement && stage === 'agreement' ? (
          <FederalReliefAcknowledgement
            isChecked={acknowledgesFederalRelief}
            onChange={(isChecked) => {
              setAcknowledgesFederalRelief(isChecked)
              if (isChecked) setAcknowledgementError(undefined)
            }}
            error={acknowledgementError}
            checkboxRef={acknowledgementBox}
          />
        ) : null}
        <CheckoutStages current={stage} />
        <div className="grid items-start gap-6 lg:grid-cols-3">
          <div className="grid gap-6 lg:col-span-2">
            {stage === 'agreement' && needsIdChoice ? (
              <VerifyIdChoice
                caseId={caseId}
                feeCents={summary.data.idFeeCents}
                verifiedHref={checkoutPath({ ...sameCheckout, idVerified: true })}
                bypassHref={checkoutPath({ ...sameCheckout, idBypass: true })}
              />
            ) : stage === 'payment' && setupError !== null ? (
              <PaymentSetupFailed
                error={setupError}
                isRetrying={isRetrying}
                onRetry={() => void setUpPayment(signedName)}
                supportEmail={settings?.company.supportEmail}
              />
            ) : (
              <Card className="grid gap-5">
                <h2
                  ref={stageHeading}
                  tabIndex={-1}
                  className="text-xl font-semibold text-navy-950 outline-none"
                >
                  {stage === 'agreement' ? 'Service agreement' : 'Payment'}
                </h2>
                {stage === 'agreement' && earlier ? (
                  <SignedAgreement
                    signature={earlier}
                    isBusy={isRetrying}
                    onContinue={() => setUpPayment(earlier.fullName)}
                  />
                ) : stage === 'agreement' ? (
                  <AgreementStage
                    product={product satisfies AgreementProduct}
                    idBypass={idBypass}
                    onSign={setUpPayment}
                  />
                ) : session ? (
                  <>
                    <p className="text-sm text-navy-700">
                      Service agreement signed by <span className="font-semibold">{signedName}</span>.
                    </p>
                    <PaymentStage
                      session={session}
                      returnUrl={returnUrl}
                      onPaid={() => void navigate(caseId ? casePath(caseId) : pagePaths.home)}
                    />
                  </>
                ) : null}
              </Card>
            )}
          </div>
          <div className="lg:col-start-3 lg:row-start-1">
            <CheckoutSummary
              summary={shownSummary}
              plan={query.plan}
              caseLabel={caseLabel}
              payLaterHref={payLaterSetupPath({ product, case: caseId, idBypass: query.isIdBypass })}
              verifyIdHref={shownSummary.idFeeCents > 0 && !query.isIdBypass ? verifyIdPath(caseId) : null}
            />
          </div>
        </div>
      </div>
    </div>
  )
}

function CaseNotPayable({ item }: { item: CaseDetail }) {
  return (
    <div className="grow bg-navy-50">
      <div className="mx-auto grid w-full max-w-3xl content-start gap-6 px-4 py-10 sm:py-12">
        <h1 className="text-3xl font-bold text-navy-950">Checkout</h1>
        <Card role="alert" className="grid justify-items-start gap-4">
          <p className="text-navy-900">{item.checkoutRefusal}</p>
          <Button asChild>
            <Link to={casePath(item.id)}>Go to your case</Link>
          </Button>
        </Card>
      </div>
    </div>
  )
}
