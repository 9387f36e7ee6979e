import {
  BadgeDollarSign,
  CircleCheck,
  Clock,
  DollarSign,
  Hourglass,
  MousePointerClick,
  Send,
  ShoppingCart,
  Wallet,
} from 'lucide-react'
import type { AffiliateStats } from '#shared/contracts/affiliates.contract.ts'
import { formatUsd } from '#shared/domain/money.ts'
import { Card } from '#client/components/ui/card.tsx'
import { QueryState } from '#client/components/ui/query-state.tsx'
import { StatTile } from '#client/components/ui/stat-tile.tsx'
import { useAffiliateStats } from '../affiliates.queries.ts'
import { DailyChart } from './daily-chart.tsx'

export const STATS_ERROR = 'Unable to load affiliate statistics.'

/** Clicks, conversions, revenue and balances of `code`, refreshed every 30 seconds, and the daily chart. */
export function PerformancePanel({ code }: { code: string }) {
  const stats = useAffiliateStats(code)
  return (
    <QueryState query={stats} loadingLabel="Loading your statistics…" errorText={STATS_ERROR}>
      {(data) => <Performance data={data} />}
    </QueryState>
  )
}

function Performance({ data }: { data: AffiliateStats }) {
  const { stats, balances } = data
  return (
    <div className="grid gap-6">
      <section aria-labelledby="affiliate-results-heading" className="grid gap-3">
        <h2 id="affiliate-results-heading" className="text-xl font-semibold text-navy-950">
          Results
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
          <StatTile label="Clicks" value={String(stats.clicks)} icon={MousePointerClick} />
          <StatTile label="Conversions" value={String(stats.conversions)} icon={ShoppingCart} />
          <StatTile label="Revenue" value={formatUsd(stats.revenue)} icon={DollarSign} />
          <StatTile label="Pending revenue" value={formatUsd(stats.pendingRevenue)} icon={Hourglass} />
          <StatTile label="Earned" value={formatUsd(balances.earnedCents)} icon={BadgeDollarSign} />
        </dl>
      </section>
      <section aria-labelledby="affiliate-balances-heading" className="grid gap-3">
        <h2 id="affiliate-balances-heading" className="text-xl font-semibold text-navy-950">
          Balances
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          <StatTile label="Pending" value={formatUsd(balances.pendingCents)} icon={Clock} />
          <StatTile label="Available" value={formatUsd(balances.availableCents)} icon={Wallet} />
          <StatTile label="In payout" value={formatUsd(balances.inPayoutCents)} icon={Send} />
          <StatTile label="Paid" value={formatUsd(balances.paidCents)} icon={CircleCheck} />
        </dl>
      </section>
      <Card>
        <DailyChart daily={data.daily} />
      </Card>
    </div>
  )
}
