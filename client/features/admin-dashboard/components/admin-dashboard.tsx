import { lazy, Suspense, type ReactNode } from 'react'
import { Link } from 'react-router'
import type { AdminDashboard as Figures } from '#shared/contracts/admin-dashboard.contract.ts'
import { caseStatusName } from '#shared/domain/case-status.ts'
import { formatUsd } from '#shared/domain/money.ts'
import { CardSection } from '#client/components/ui/card.tsx'
import { LoadFailed } from '#client/components/ui/query-state.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { formatCalendarDate } from '#client/lib/dates.ts'
import { adminCasePath, pagePaths, withQuery } from '#client/lib/paths.ts'
import { useAdminDashboard } from '../admin-dashboard.queries.ts'
import {
  FUNNEL_STEP_NAMES,
  formatInZone,
  formatRate,
  formatWait,
  heldCommissionsText,
  waitSince,
  weekLabel,
} from '../dashboard-display.ts'

// The charts (and recharts with them) load after the figures, so the cards show at once.
const RevenueChart = lazy(() => import('./dashboard-charts.tsx').then((m) => ({ default: m.RevenueChart })))
const FunnelChart = lazy(() => import('./dashboard-charts.tsx').then((m) => ({ default: m.FunnelChart })))

const usd = (cents: number) => formatUsd(cents, { alwaysShowCents: true })

/**
 * The back office's dashboard (spec 002 §2.2): live figures from the database, read again every
 * minute, each card linked to the screen where the work is done (docs/decisions/034).
 */
export function AdminDashboard() {
  const query = useAdminDashboard()
  return (
    <div className="mx-auto grid w-full max-w-7xl content-start gap-6 px-4 py-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold text-navy-950 sm:text-3xl">Dashboard</h1>
        <p className="text-navy-800">
          Live figures, refreshed every minute
          {query.data ? `; days and weeks in ${query.data.timeZone}` : ''}.
        </p>
      </header>
      {query.data ? (
        <>
          {query.isError ? (
            <p role="status" className="text-sm text-red-800">
              The figures could not be refreshed; these are from{' '}
              {formatInZone(query.data.generatedAt, query.data.timeZone)}.
            </p>
          ) : null}
          <DashboardFigures figures={query.data} />
        </>
      ) : query.isError ? (
        <LoadFailed text="We could not load the dashboard." onRetry={query.refetch} />
      ) : (
        <DashboardSkeleton />
      )}
    </div>
  )
}

function DashboardSkeleton() {
  return (
    <div className="grid gap-6">
      <Spinner label="Loading the dashboard…" className="sr-only py-0" />
      <div aria-hidden="true" className="grid animate-pulse gap-6 motion-reduce:animate-none">
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="h-28 rounded-xl bg-navy-100" />
          ))}
        </div>
        <div className="h-72 rounded-xl bg-navy-100" />
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="h-64 rounded-xl bg-navy-100" />
          <div className="h-64 rounded-xl bg-navy-100" />
        </div>
      </div>
    </div>
  )
}

function DashboardFigures({ figures }: { figures: Figures }) {
  const { revenue, orders, funnel, cases, inbox, affiliates, jobs, timeZone } = figures
  const now = Date.parse(figures.generatedAt)
  const failingCount = jobs.failing.reduce((sum, kind) => sum + kind.failedCount + kind.retryingCount, 0)
  return (
    <>
      <ul aria-label="Summary" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <StatCard
          label="Net revenue, last 12 weeks"
          value={usd(revenue.window.netCents)}
          detail={`${usd(revenue.window.receivedCents)} paid, ${usd(revenue.window.refundedCents)} refunded`}
        />
        <StatCard
          label="Orders paid, last 12 weeks"
          value={String(orders.window.paidCount)}
          detail={
            orders.window.averageOrderCents === null
              ? 'No paid orders yet'
              : `Average order ${usd(orders.window.averageOrderCents)}`
          }
        />
        <StatCard
          label="Cases"
          value={String(cases.total)}
          detail={`${cases.byStatus.find((row) => row.status === 'INTAKE')?.count ?? 0} in intake`}
          to={pagePaths.adminCases}
        />
        <StatCard
          label="Open conversations"
          value={String(inbox.openCount)}
          detail={`${inbox.unansweredCount} waiting for a reply`}
          to={pagePaths.inbox}
        />
        <StatCard
          label="Affiliate commissions due"
          value={`Due now ${usd(affiliates.availableCents)}`}
          detail={[
            heldCommissionsText(affiliates, timeZone),
            affiliates.nextPayoutAt
              ? `Next payout ${formatInZone(affiliates.nextPayoutAt, timeZone)}`
              : 'No payout scheduled',
          ].join(' · ')}
          to={pagePaths.affiliateManagement}
        />
        <StatCard
          label="Failing jobs"
          value={String(failingCount)}
          detail={failingCount === 0 ? 'Every job ran' : `${jobs.failing.length} kinds need a look`}
        />
      </ul>

      <CardSection id="revenue-title" title="Revenue by week">
        <p className="text-sm text-navy-800">
          Payments received minus refunds, by week starting Monday. All time: {usd(revenue.allTime.netCents)}{' '}
          net from {orders.allTime.paidCount} paid orders
          {orders.allTime.averageOrderCents === null
            ? ''
            : `, average order ${usd(orders.allTime.averageOrderCents)}`}
          .
        </p>
        {revenue.weeks.every((week) => week.receivedCents === 0 && week.refundedCents === 0) ? (
          <EmptyNote>No payments or refunds in the last 12 weeks.</EmptyNote>
        ) : (
          <>
            <Suspense fallback={<div className="h-56 animate-pulse rounded-lg bg-navy-50 sm:h-64" />}>
              <RevenueChart weeks={revenue.weeks} />
            </Suspense>
            <ScrollTable label="Revenue by week, table">
              <table className="w-full text-left text-sm tabular-nums">
                <caption className="sr-only">Revenue by week, in US dollars</caption>
                <thead className="text-navy-700">
                  <tr>
                    <th scope="col" className="py-1 pr-3 font-medium">
                      Week of
                    </th>
                    <th scope="col" className="py-1 pr-3 text-right font-medium">
                      Paid
                    </th>
                    <th scope="col" className="py-1 pr-3 text-right font-medium">
                      Refunded
                    </th>
                    <th scope="col" className="py-1 text-right font-medium">
                      Net
                    </th>
                  </tr>
                </thead>
                <tbody className="text-navy-950">
                  {revenue.weeks.map((week) => (
                    <tr key={week.weekStart} className="border-t border-navy-100">
                      <th scope="row" className="py-1 pr-3 font-normal">
                        {weekLabel(week.weekStart)}
                      </th>
                      <td className="py-1 pr-3 text-right">{usd(week.receivedCents)}</td>
                      <td className="py-1 pr-3 text-right">{usd(week.refundedCents)}</td>
                      <td className="py-1 text-right font-semibold">{usd(week.netCents)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollTable>
          </>
        )}
      </CardSection>

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <CardSection id="funnel-title" title="Funnel, last 30 days">
          {funnel.steps.every((step) => step.count === 0) ? (
            <EmptyNote>Nobody has opened the eligibility wizard in the last 30 days.</EmptyNote>
          ) : (
            <Suspense fallback={<div className="h-48 animate-pulse rounded-lg bg-navy-50" />}>
              <FunnelChart steps={funnel.steps} />
            </Suspense>
          )}
          <ol className="grid gap-2 text-sm">
            {funnel.steps.map((step) => (
              <li key={step.step} className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="text-navy-900">{FUNNEL_STEP_NAMES[step.step]}</span>
                <span className="tabular-nums text-navy-950">
                  <span className="font-semibold">{step.count}</span>
                  {step.conversionRate === null ? null : (
                    <span className="text-navy-700">
                      {' '}
                      ({formatRate(step.conversionRate)} of the step before)
                    </span>
                  )}
                </span>
              </li>
            ))}
          </ol>
          <p className="text-xs text-navy-700">
            Visitors who opened the wizard or got a verdict, cases opened and cases paid for from{' '}
            {formatCalendarDate(funnel.from)} to {formatCalendarDate(funnel.to)}.
          </p>
        </CardSection>

        <CardSection id="cases-title" title="Cases by status">
          <ScrollTable label="Cases by status, table">
            <table className="w-full text-left text-sm tabular-nums">
              <caption className="sr-only">Cases in each status and how long they have waited in it</caption>
              <thead className="text-navy-700">
                <tr>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    Status
                  </th>
                  <th scope="col" className="py-1 pr-3 text-right font-medium">
                    Cases
                  </th>
                  <th scope="col" className="py-1 pr-3 text-right font-medium">
                    Median wait
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    Longest
                  </th>
                </tr>
              </thead>
              <tbody className="text-navy-950">
                {cases.byStatus.map((row) => (
                  <tr key={row.status} className="border-t border-navy-100">
                    <th scope="row" className="py-1 pr-3 font-normal">
                      {caseStatusName(row.status)}
                    </th>
                    <td className="py-1 pr-3 text-right font-semibold">{row.count}</td>
                    <td className="py-1 pr-3 text-right">{formatWait(row.medianWaitSeconds)}</td>
                    <td className="py-1 text-right">
                      {row.oldest ? (
                        <Link
                          to={adminCasePath(row.oldest.caseId)}
                          className="text-navy-800 underline underline-offset-2 hover:text-navy-950"
                        >
                          {waitSince(row.oldest.since, now)}
                          <span className="sr-only">
                            : case #{row.oldest.caseId.slice(0, 8).toUpperCase()}
                          </span>
                        </Link>
                      ) : (
                        '–'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
        </CardSection>
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <CardSection id="inbox-title" title="Inbox">
          <p className="text-sm text-navy-900">
            {inbox.openCount} open, {inbox.unansweredCount} waiting for a reply.
          </p>
          {inbox.oldestUnanswered ? (
            <Link
              to={withQuery(pagePaths.inbox, { c: inbox.oldestUnanswered.conversationId })}
              className="text-sm font-medium text-navy-800 underline underline-offset-2 hover:text-navy-950"
            >
              Oldest unanswered: waiting {waitSince(inbox.oldestUnanswered.waitingSince, now)}
            </Link>
          ) : (
            <EmptyNote>Every open conversation has a reply.</EmptyNote>
          )}
        </CardSection>

        <CardSection id="commissions-title" title="Affiliate commissions">
          <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm tabular-nums">
            <dt className="font-semibold text-navy-900">Due now</dt>
            <dd className="text-right font-semibold text-navy-950">{usd(affiliates.availableCents)}</dd>
            <dt className="text-navy-800">Held (in the hold period)</dt>
            <dd className="text-right text-navy-950">{usd(affiliates.pendingCents)}</dd>
            <dt className="text-navy-800">Owed in all</dt>
            <dd className="text-right text-navy-950">{usd(affiliates.dueCents)}</dd>
          </dl>
          {affiliates.pendingCents > 0 ? (
            <p className="text-sm text-navy-800">{heldCommissionsText(affiliates, timeZone)}.</p>
          ) : null}
          <p className="text-sm text-navy-800">
            {affiliates.nextPayoutAt
              ? `Next payout run: ${formatInZone(affiliates.nextPayoutAt, timeZone)}.`
              : 'No payout run is scheduled.'}
          </p>
        </CardSection>

        <CardSection id="jobs-title" title="Failing jobs">
          {jobs.failing.length === 0 ? (
            <EmptyNote>No job has failed this week.</EmptyNote>
          ) : (
            <ul className="grid gap-3 text-sm">
              {jobs.failing.map((kind) => (
                <li key={kind.kind} className="grid gap-0.5">
                  <span className="font-mono text-xs break-all text-navy-950">{kind.kind}</span>
                  <span className="text-navy-900">
                    {kind.failedCount} failed, {kind.retryingCount} retrying
                  </span>
                  {kind.lastError ? (
                    <span className="break-words text-navy-700">{kind.lastError}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </CardSection>
      </div>
    </>
  )
}

function StatCard({
  label,
  value,
  detail,
  to,
}: {
  label: string
  value: string
  detail: string
  to?: string
}) {
  const body = (
    <>
      <span className="text-sm font-medium text-navy-700">{label}</span>
      <span className="text-2xl font-bold text-navy-950 tabular-nums">{value}</span>
      <span className="text-sm text-navy-800">{detail}</span>
    </>
  )
  const className =
    'grid h-full content-start gap-1 rounded-xl bg-white p-4 shadow-sm ring-1 ring-navy-100 sm:p-5'
  return (
    <li>
      {to ? (
        <Link to={to} className={`${className} transition-shadow hover:shadow-md hover:ring-navy-300`}>
          {body}
        </Link>
      ) : (
        <div className={className}>{body}</div>
      )}
    </li>
  )
}

function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="text-sm text-navy-700">{children}</p>
}

/** A table that may be wider than a phone: it scrolls on its own, and can be reached to scroll. */
function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded focus-visible:outline-2"
    >
      {children}
    </div>
  )
}
