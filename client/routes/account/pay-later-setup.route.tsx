import { CalendarClock, FileText, Wallet } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'
import type { Case } from '#shared/contracts/cases.contract.ts'
import { MANUAL_ID_FEE_NAME } from '#shared/domain/identity-check.ts'
import { formatUsd } from '#shared/domain/money.ts'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { LoadFailed } from '#client/components/ui/query-state.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { RequireUser, SignedOutRedirect } from '#client/features/auth/components/require-user.tsx'
import { caseNumber } from '#client/features/cases/case-display.ts'
import { WithOptionalCase } from '#client/features/cases/components/with-optional-case.tsx'
import {
  productToSell,
  readCheckoutQuery,
  type CheckoutQuery,
} from '#client/features/payments/checkout-query.ts'
import { InvalidProduct } from '#client/features/payments/components/invalid-product.tsx'
import { useCheckoutSummary } from '#client/features/payments/payments.queries.ts'
import { hasStatus } from '#client/lib/api-client.ts'
import { checkoutPath } from '#client/lib/paths.ts'

/** /pay-later-setup?product=…&case=…: what the deposit plan is, then the same checkout with it. */
export function PayLaterSetupRoute() {
  const [search] = useSearchParams()
  const query = readCheckoutQuery(search)
  return (
    <RequireUser>
      {() =>
        query.productChoice.kind === 'invalid' ? (
          <InvalidProduct message={query.productChoice.message} />
        ) : (
          <WithOptionalCase caseId={query.caseId} signedOut={<SignedOutRedirect />}>
            {(item) => <PayLater query={query} item={item} />}
          </WithOptionalCase>
        )
      }
    </RequireUser>
  )
}

function PayLater({ query, item }: { query: CheckoutQuery; item: Case | null }) {
  const product = productToSell(query.productChoice, item?.packageCode ?? null) ?? 'FEDERAL'
  const summary = useCheckoutSummary(product)
  if (summary.isPending) return <Spinner label="Loading your prices…" />
  if (hasStatus(summary.error, 401)) return <SignedOutRedirect />
  if (summary.isError)
    return (
      <LoadFailed
        layout="page"
        text="We could not load your prices. Please try again."
        onRetry={summary.refetch}
      />
    )

  const s = summary.data
  const usd = (cents: number) => formatUsd(cents, { alwaysShowCents: cents % 100 !== 0 })
  const percent = s.priceCents > 0 ? Math.round((s.depositCents * 100) / s.priceCents) : 0
  // The manual ID fee is charged only to a customer who chose to prove their identity by hand; one
  // who has not chosen yet is asked at checkout, as checkout itself does (docs/decisions/056).
  const idFeeCents = query.isIdBypass ? s.idFeeCents : 0
  const totalCents = s.priceCents + idFeeCents
  const balanceCents = totalCents - s.depositCents
  const link = { product, case: item?.id ?? null, idBypass: query.isIdBypass }
  const steps = [
    {
      icon: Wallet,
      title: `Pay ${usd(s.depositCents)} today`,
      text: `A ${percent}% deposit of the package price opens the work on your case, so you can start sending us your documents.`,
    },
    {
      icon: CalendarClock,
      title: `Pay the balance of ${usd(balanceCents)} from your case page`,
      text:
        idFeeCents > 0
          ? `The balance includes the ${usd(idFeeCents)} ${MANUAL_ID_FEE_NAME}. Pay it whenever you are ready.`
          : s.idFeeCents > 0
            ? `Pay it whenever you are ready. If you choose to prove your identity by hand rather than online, the ${usd(s.idFeeCents)} ${MANUAL_ID_FEE_NAME} is added to it; you choose at checkout.`
            : 'Pay it whenever you are ready.',
    },
    {
      icon: FileText,
      title: 'Document preparation starts once the balance is paid',
      text: 'The balance is due before we start preparing your documents, as the service agreement says.',
    },
  ]

  return (
    <div className="grow bg-navy-50">
      <div className="mx-auto grid w-full max-w-3xl content-start gap-6 px-4 py-10 sm:py-12">
        <div className="grid gap-2">
          <h1 className="text-3xl font-bold text-navy-950">Pay later with a deposit</h1>
          <p className="text-navy-700">
            {s.name}
            {item ? ` for ${caseNumber(item.id)}` : ''}: start with {usd(s.depositCents)} instead of{' '}
            {usd(totalCents)}.
          </p>
        </div>
        <Card>
          <ol className="grid gap-5">
            {steps.map(({ icon: Icon, title, text }, index) => (
              <li key={title} className="flex gap-4">
                <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-navy-700" />
                <div className="grid gap-1">
                  <p className="font-semibold text-navy-950">
                    <span className="sr-only">Step {index + 1}: </span>
                    {title}
                  </p>
                  <p className="text-navy-700">{text}</p>
                </div>
              </li>
            ))}
          </ol>
        </Card>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to={checkoutPath({ ...link, plan: 'deposit' })}>Continue with a deposit</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={checkoutPath(link)}>Pay in full instead</Link>
          </Button>
        </div>
      </div>
    </div>
  )
}
