import { useSearchParams } from 'react-router'
import type { CaseDetail } from '#shared/contracts/cases.contract.ts'
import { RequireUser, SignedOutRedirect } from '#client/features/auth/components/require-user.tsx'
import { caseNumber } from '#client/features/cases/case-display.ts'
import { WithOptionalCase } from '#client/features/cases/components/with-optional-case.tsx'
import { VerifyIdChoice } from '#client/features/identity/components/verify-id-choice.tsx'
import { ID_SIGNED_OUT_NOTICE } from '#client/features/identity/signed-out-notice.ts'
import { useCheckoutSummary } from '#client/features/payments/payments.queries.ts'
import { checkoutPath } from '#client/lib/paths.ts'

/** /verify-id?caseId=…: verify with a photo ID, or skip and pay for manual processing. */
export function VerifyIdRoute() {
  const [search] = useSearchParams()
  const caseId = search.get('caseId') || null
  return (
    <RequireUser signedOutNotice={ID_SIGNED_OUT_NOTICE}>
      {() => (
        <WithOptionalCase caseId={caseId} signedOut={<SignedOutRedirect notice={ID_SIGNED_OUT_NOTICE} />}>
          {(item) => <VerifyIdPage item={item} />}
        </WithOptionalCase>
      )}
    </RequireUser>
  )
}

function VerifyIdPage({ item }: { item: CaseDetail | null }) {
  const product = item?.packageCode ?? 'FEDERAL'
  // The fee comes from the catalog settings through the checkout summary of the case's package.
  const summary = useCheckoutSummary(product)
  const feeCents = summary.data && !summary.data.isIdentityVerified ? summary.data.idFeeCents : undefined
  const link = { product: item?.packageCode, caseId: item?.id ?? null }

  return (
    <div className="grow bg-navy-50">
      <div className="mx-auto grid w-full max-w-4xl content-start gap-6 px-4 py-10 sm:py-12">
        <div className="grid gap-2">
          <h1 className="text-3xl font-bold text-navy-950">Verify your identity</h1>
          <p className="text-navy-700">
            Before we prepare documents in your name, we confirm who you are
            {item ? ` (${caseNumber(item.id)})` : ''}.
          </p>
        </div>
        <VerifyIdChoice
          caseId={item?.id ?? null}
          feeCents={feeCents}
          verifiedHref={checkoutPath({ ...link, idVerified: true })}
          bypassHref={checkoutPath({ ...link, idBypass: true })}
        />
      </div>
    </div>
  )
}
