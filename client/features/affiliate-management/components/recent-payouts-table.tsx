import type { Payout } from '#shared/contracts/affiliates.contract.ts'
import { formatUsd } from '#shared/domain/money.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { formatZonedTime, latestPayouts, payoutStatusBadge } from '../affiliate-management-display.ts'
import { NoValue, Term } from './display-parts.tsx'

type RecentPayoutsTableProps = {
  payouts: Payout[]
  /** The business time zone the times are shown in (undefined until known). */
  timeZone: string | undefined
}

const COLUMNS = ['Affiliate', 'Amount', 'Status', 'Transfer', 'Created', 'Paid']

/** The 10 latest payouts: a table on wide screens, a card per payout on a phone. */
export function RecentPayoutsTable({ payouts, timeZone }: RecentPayoutsTableProps) {
  const shown = latestPayouts(payouts)
  return (
    <>
      <ul className="grid gap-3 md:hidden" aria-label="Recent payouts">
        {shown.map((payout) => (
          <li key={payout.id}>
            <article className="grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-navy-100">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="text-base font-semibold">
                  {payout.affiliateCode}
                  <span className="ml-2 tabular-nums">
                    {formatUsd(payout.amount, { alwaysShowCents: true })}
                  </span>
                </h3>
                <PayoutStatus payout={payout} />
              </div>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
                <Term label="Created">{formatZonedTime(payout.createdAt, timeZone)}</Term>
                <Term label="Paid">
                  {payout.paidAt ? formatZonedTime(payout.paidAt, timeZone) : <NoValue />}
                </Term>
                <div className="col-span-2 grid gap-0.5">
                  <dt className="text-navy-600">Transfer</dt>
                  <dd className="font-mono text-xs break-all">{payout.stripeTransferId ?? <NoValue />}</dd>
                </div>
              </dl>
            </article>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-navy-100 md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Recent payouts</caption>
          <thead className="border-b border-navy-100 bg-navy-50 text-navy-800">
            <tr>
              {COLUMNS.map((name) => (
                <th key={name} scope="col" className="px-3 py-3 font-semibold whitespace-nowrap">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-navy-100">
            {shown.map((payout) => (
              <tr key={payout.id} className="align-top">
                <th scope="row" className="px-3 py-3 text-left font-semibold whitespace-nowrap">
                  {payout.affiliateCode}
                </th>
                <td className="px-3 py-3 whitespace-nowrap tabular-nums">
                  {formatUsd(payout.amount, { alwaysShowCents: true })}
                </td>
                <td className="px-3 py-3">
                  <PayoutStatus payout={payout} />
                </td>
                <td className="max-w-48 px-3 py-3 font-mono text-xs break-all">
                  {payout.stripeTransferId ?? <NoValue />}
                </td>
                <td className="px-3 py-3 whitespace-nowrap">{formatZonedTime(payout.createdAt, timeZone)}</td>
                <td className="px-3 py-3 whitespace-nowrap">
                  {payout.paidAt ? formatZonedTime(payout.paidAt, timeZone) : <NoValue />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}

function PayoutStatus({ payout }: { payout: Payout }) {
  const badge = payoutStatusBadge(payout)
  return (
    <span className="grid justify-items-start gap-1">
      <Badge variant={badge.variant}>{badge.label}</Badge>
      {payout.status === 'FAILED' && payout.failureReason ? (
        <span className="max-w-56 text-xs text-red-800">{payout.failureReason}</span>
      ) : null}
    </span>
  )
}
