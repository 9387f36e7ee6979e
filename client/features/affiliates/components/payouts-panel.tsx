import { CalendarClock } from 'lucide-react'
import type { ReactNode } from 'react'
import type { AffiliatePayouts, AffiliateProfile } from '#shared/contracts/affiliates.contract.ts'
import type { ContentFigures } from '#shared/content/figures.ts'
import { LEDGER_ENTRY_LABELS } from '#shared/domain/affiliates.ts'
import { formatUsd } from '#shared/domain/money.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { QueryState } from '#client/components/ui/query-state.tsx'
import { ENTRY_STATE_BADGES, PAYOUT_STATUS_BADGES } from '../affiliate-format.ts'
import { useAffiliatePayouts } from '../affiliates.queries.ts'
import { formatDateIn, formatPayoutMoment } from '../payout-time.ts'
import { MonsterLevelCard } from './monster-level-card.tsx'
import { PayoutAccountCard } from './payout-account-card.tsx'
import { W9Card } from './w9-card.tsx'

type PayoutsPanelProps = { userId: string; profile: AffiliateProfile; figures: ContentFigures }

/**
 * When and how the affiliate is paid: the next payout, what payouts still need (W-9, payout
 * account), Monster Level, then the payouts made and the latest ledger entries.
 */
export function PayoutsPanel({ userId, profile, figures }: PayoutsPanelProps) {
  const payouts = useAffiliatePayouts(profile.code)
  return (
    <div className="grid gap-6">
      <QueryState
        query={payouts}
        loadingLabel="Loading your payouts…"
        errorText="Unable to load your payouts. Please try again."
      >
        {(data) => <NextPayout data={data} />}
      </QueryState>
      <div className="grid gap-6 lg:grid-cols-2">
        <PayoutAccountCard account={profile.payoutAccount} />
        <W9Card userId={userId} w9={profile.w9} />
      </div>
      <MonsterLevelCard
        userId={userId}
        code={profile.code}
        monsterLevel={profile.monsterLevel}
        figures={figures}
      />
      {payouts.data ? (
        <>
          <PayoutHistory data={payouts.data} />
          <LedgerEntries data={payouts.data} />
        </>
      ) : null}
    </div>
  )
}

function NextPayout({ data }: { data: AffiliatePayouts }) {
  const { when, zone } = formatPayoutMoment(data.nextPayoutAt, data.timeZone)
  return (
    <Card className="flex items-start gap-3 sm:gap-4">
      <CalendarClock aria-hidden="true" className="size-6 shrink-0 text-navy-700 sm:size-8" />
      <div className="grid min-w-0 gap-1">
        <h2 className="text-lg font-semibold text-navy-950">Next payout</h2>
        <p className="text-navy-900">
          <time dateTime={data.nextPayoutAt} className="font-semibold">
            {when}
          </time>{' '}
          <span className="text-navy-700">({zone})</span>
        </p>
        <p className="text-sm text-navy-700">
          Paid when your available balance is at least {formatUsd(data.minimumPayoutCents)} (the minimum
          payout) and your W-9 and payout account are in place.
        </p>
      </div>
    </Card>
  )
}

function PayoutHistory({ data }: { data: AffiliatePayouts }) {
  return (
    <TableCard
      title="Payout history"
      isEmpty={data.payouts.length === 0}
      empty="No payouts yet. Your first one is made once your available balance reaches the minimum."
      head={['Amount', 'Status', 'Paid', 'Expected arrival']}
    >
      {data.payouts.map((payout) => {
        const badge = PAYOUT_STATUS_BADGES[payout.status]
        return (
          <tr key={payout.id} className="border-t border-navy-100">
            <th scope="row" className="py-2 pr-4 font-semibold tabular-nums">
              {formatUsd(payout.amount, { alwaysShowCents: true })}
            </th>
            <td className="py-2 pr-4">
              <Badge variant={badge.variant}>{badge.label}</Badge>
              {payout.status === 'FAILED' && payout.failureReason ? (
                <span className="mt-1 block text-xs text-navy-700">{payout.failureReason}</span>
              ) : null}
            </td>
            <td className="py-2 pr-4">{payout.paidAt ? formatDateIn(payout.paidAt, data.timeZone) : '—'}</td>
            <td className="py-2">
              {payout.expectedArrivalAt ? formatDateIn(payout.expectedArrivalAt, data.timeZone) : '—'}
            </td>
          </tr>
        )
      })}
    </TableCard>
  )
}

function LedgerEntries({ data }: { data: AffiliatePayouts }) {
  return (
    <TableCard
      title="Recent earnings and deductions"
      isEmpty={data.entries.length === 0}
      empty="Nothing here yet. Share your links: each sale you refer shows up here."
      head={['Date', 'Entry', 'Amount', 'State']}
    >
      {data.entries.map((entry) => {
        const badge = ENTRY_STATE_BADGES[entry.state]
        return (
          <tr key={entry.id} className="border-t border-navy-100">
            <td className="py-2 pr-4 whitespace-nowrap">{formatDateIn(entry.createdAt, data.timeZone)}</td>
            <th scope="row" className="py-2 pr-4 text-left font-normal">
              <span className="font-semibold">{LEDGER_ENTRY_LABELS[entry.kind]}</span>
              {entry.reason ? <span className="block text-xs text-navy-700">{entry.reason}</span> : null}
            </th>
            <td className="py-2 pr-4 font-semibold whitespace-nowrap tabular-nums">
              {formatUsd(entry.amountCents, { alwaysShowCents: true })}
            </td>
            <td className="py-2">
              <Badge variant={badge.variant}>{badge.label}</Badge>
              {entry.state === 'PENDING' ? (
                <span className="mt-1 block text-xs whitespace-nowrap text-navy-700">
                  Available {formatDateIn(entry.availableAt, data.timeZone)}
                </span>
              ) : null}
            </td>
          </tr>
        )
      })}
    </TableCard>
  )
}

type TableCardProps = {
  title: string
  isEmpty: boolean
  empty: string
  head: string[]
  children: ReactNode
}

/** A titled table that scrolls sideways inside its card on a narrow screen, or a line when empty. */
function TableCard({ title, isEmpty, empty, head, children }: TableCardProps) {
  return (
    <Card className="grid gap-4">
      <h2 className="text-lg font-semibold text-navy-950">{title}</h2>
      {isEmpty ? (
        <p className="text-navy-700">{empty}</p>
      ) : (
        <div role="region" aria-label={title} tabIndex={0} className="overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left text-sm text-navy-900">
            <thead className="text-navy-700">
              <tr>
                {head.map((name) => (
                  <th key={name} scope="col" className="pb-2 pr-4 font-semibold">
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </div>
      )}
    </Card>
  )
}
