import { Check } from 'lucide-react'
import { Link } from 'react-router'
import type { CheckoutSummary as Summary } from '#shared/contracts/checkout.contract.ts'
import {
  ID_CHECK_DURATION,
  MANUAL_ID_FEE_LABEL,
  MANUAL_ID_FEE_NAME,
  MANUAL_ID_FEE_TERMS,
} from '#shared/domain/identity-check.ts'
import { formatUsd } from '#shared/domain/money.ts'
import { PACKAGE_NAMES } from '#shared/domain/packages.ts'
import type { PaymentPlan } from '#shared/domain/pricing.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Card } from '#client/components/ui/card.tsx'

type CheckoutSummaryProps = {
  summary: Summary
  plan: PaymentPlan
  /** 'Case #…' when the order is for a case. */
  caseLabel: string | null
  /** The pay-later set-up for the same product and case (offered on the full-payment plan). */
  payLaterHref: string
  /** The identity check that waives the manual ID fee (offered while the fee applies). */
  verifyIdHref: string | null
}

/** The side summary of checkout: what is bought and included, every figure from the catalog. */
export function CheckoutSummary({
  summary,
  plan,
  caseLabel,
  payLaterHref,
  verifyIdHref,
}: CheckoutSummaryProps) {
  const usd = formatUsd
  const balanceCents = summary.totalCents - summary.depositCents
  const included = [
    summary.savingsCents
      ? `${PACKAGE_NAMES.FEDERAL} and ${PACKAGE_NAMES.STATE} document preparation`
      : `${PACKAGE_NAMES[summary.product]} document preparation`,
    `VIP Credit Repair, a ${usd(summary.vipCreditRepairValueCents)} value, included free`,
    ...(summary.savingsCents
      ? [`${usd(summary.savingsCents)} less than buying the two packages separately`]
      : []),
  ]
  const rows: { term: string; detail?: string; value: string; isTotal?: boolean }[] = [
    { term: 'Package price', value: usd(summary.priceCents) },
    ...(summary.idFeeCents > 0
      ? [{ term: MANUAL_ID_FEE_LABEL, detail: MANUAL_ID_FEE_TERMS, value: usd(summary.idFeeCents) }]
      : []),
    { term: 'Processing fee', value: usd(summary.processingFeeCents) },
    { term: 'Total', value: usd(summary.totalCents), isTotal: true },
    ...(plan === 'DEPOSIT'
      ? [
          { term: 'Deposit due today', value: usd(summary.depositCents), isTotal: true },
          {
            term: 'Balance',
            detail: 'due before document preparation starts',
            value: usd(balanceCents),
          },
        ]
      : []),
  ]

  return (
    <Card className="grid content-start gap-5">
      <section aria-labelledby="checkout-summary-heading" className="grid gap-5">
        <div className="grid gap-1">
          <h2 id="checkout-summary-heading" className="text-lg font-semibold text-navy-950">
            Order summary
          </h2>
          {caseLabel ? <p className="text-sm text-navy-700">For {caseLabel}</p> : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-lg font-bold text-navy-950">{summary.name}</p>
          {summary.savingsCents ? <Badge variant="green">Save {usd(summary.savingsCents)}</Badge> : null}
        </div>
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold text-navy-900">What is included</h3>
          <ul className="grid gap-2 text-sm text-navy-800">
            {included.map((item) => (
              <li key={item} className="flex gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <dl className="grid gap-3 border-t border-navy-100 pt-4 text-sm">
          {rows.map((row) => (
            <div key={row.term} className="flex items-start justify-between gap-4">
              <dt className={row.isTotal ? 'font-semibold text-navy-950' : 'text-navy-700'}>
                {row.term}
                {row.detail ? <span className="block text-xs text-navy-600">({row.detail})</span> : null}
              </dt>
              <dd
                className={
                  row.isTotal
                    ? 'text-base font-bold text-navy-950 tabular-nums'
                    : 'font-medium text-navy-950 tabular-nums'
                }
              >
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
        <div className="grid gap-3 rounded-lg bg-navy-50 p-4 text-sm text-navy-800">
          <p>
            <span className="font-semibold text-navy-950">Easy Payments estimate:</span>{' '}
            {usd(summary.monthlyEstimateCents)}/month over {summary.monthlyEstimateMonths} months, the package
            price spread out to help you plan.
          </p>
          {plan === 'FULL' ? (
            <p>
              <span className="font-semibold text-navy-950">Pay later:</span> start with a{' '}
              {usd(summary.depositCents)} deposit and pay the balance before document preparation starts.{' '}
              <Link to={payLaterHref} className="font-semibold text-navy-800 underline">
                Set up pay later
              </Link>
            </p>
          ) : null}
        </div>
        {verifyIdHref ? (
          <p className="text-sm text-navy-800">
            Verify your ID online ({ID_CHECK_DURATION}) and the {usd(summary.idFeeCents)} {MANUAL_ID_FEE_NAME}{' '}
            no longer applies.{' '}
            <Link to={verifyIdHref} className="font-semibold text-navy-800 underline">
              Verify my ID
            </Link>
          </p>
        ) : null}
      </section>
    </Card>
  )
}
