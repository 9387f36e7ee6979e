import { Link } from 'react-router'
import type { AdminCaseRow } from '#shared/contracts/admin-cases.contract.ts'
import { formatUsd } from '#shared/domain/money.ts'
import { PACKAGE_NAMES } from '#shared/domain/packages.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { formatLocalDate } from '#client/lib/dates.ts'
import { adminCasePath } from '#client/lib/paths.ts'
import { statusBadge, VERDICT_BADGES, VERDICT_NAMES } from '../case-labels.ts'

/** The cases of one page: a table on wide screens, one card per case on a phone. */
export function CaseListTable({ cases }: { cases: AdminCaseRow[] }) {
  return (
    <>
      <ul className="grid gap-3 md:hidden" aria-label="Cases">
        {cases.map((row) => (
          <li key={row.id}>
            <CaseCard row={row} />
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-navy-100 md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Cases</caption>
          <thead className="border-b border-navy-100 bg-navy-50 text-navy-800">
            <tr>
              {['Case', 'Customer', 'Status', 'Package', 'Verdict', 'Balance due', 'Created'].map((name) => (
                <th key={name} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-navy-100">
            {cases.map((row) => (
              <tr key={row.id} className="align-top hover:bg-navy-50/60">
                <th scope="row" className="px-4 py-3 font-semibold whitespace-nowrap">
                  <Link to={adminCasePath(row.id)} className="text-navy-800 underline underline-offset-2">
                    Case #{row.caseNumber}
                  </Link>
                </th>
                <td className="px-4 py-3">
                  <CustomerCell row={row} />
                </td>
                <td className="px-4 py-3">
                  <StatusBadge status={row.status} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap">{PACKAGE_NAMES[row.packageCode]}</td>
                <td className="px-4 py-3">
                  <VerdictCell row={row} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap tabular-nums">{balance(row.balanceDueCents)}</td>
                <td className="px-4 py-3 whitespace-nowrap">{formatLocalDate(row.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}

function CaseCard({ row }: { row: AdminCaseRow }) {
  return (
    <article className="grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-navy-100">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold">
          <Link to={adminCasePath(row.id)} className="text-navy-800 underline underline-offset-2">
            Case #{row.caseNumber}
          </Link>
        </h2>
        <StatusBadge status={row.status} />
      </div>
      <CustomerCell row={row} />
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div>
          <dt className="text-navy-600">Package</dt>
          <dd className="font-medium">{PACKAGE_NAMES[row.packageCode]}</dd>
        </div>
        <div>
          <dt className="text-navy-600">Verdict</dt>
          <dd>
            <VerdictCell row={row} />
          </dd>
        </div>
        <div>
          <dt className="text-navy-600">Balance due</dt>
          <dd className="font-medium tabular-nums">{balance(row.balanceDueCents)}</dd>
        </div>
        <div>
          <dt className="text-navy-600">Created</dt>
          <dd className="font-medium">{formatLocalDate(row.createdAt)}</dd>
        </div>
      </dl>
    </article>
  )
}

function CustomerCell({ row }: { row: AdminCaseRow }) {
  return (
    <div className="grid min-w-0 text-sm">
      <span className="font-medium text-navy-950">
        {row.customer.firstName} {row.customer.lastName}
      </span>
      <span className="break-all text-navy-700">{row.customer.email}</span>
    </div>
  )
}

export function StatusBadge({ status }: { status: string }) {
  const badge = statusBadge(status)
  return <Badge variant={badge.variant}>{badge.label}</Badge>
}

function VerdictCell({ row }: { row: AdminCaseRow }) {
  return (
    <div className="flex flex-wrap gap-1">
      <Badge variant={VERDICT_BADGES[row.verdict]}>{VERDICT_NAMES[row.verdict]}</Badge>
      {row.needsReview ? <Badge variant="orange">Needs review</Badge> : null}
    </div>
  )
}

function balance(cents: number): string {
  return cents > 0 ? formatUsd(cents, { alwaysShowCents: true }) : 'None'
}
