import { useState } from 'react'
import type { AffiliateManagementRow } from '#shared/contracts/affiliate-management.contract.ts'
import { formatUsd } from '#shared/domain/money.ts'
import { Badge } from '#client/components/ui/badge.tsx'
import { Button } from '#client/components/ui/button.tsx'
import {
  AFFILIATE_STATUS_BADGES,
  CONNECT_BADGES,
  formatRate,
  formatZonedDate,
} from '../affiliate-management-display.ts'
import { AffiliateStatusDialog } from './affiliate-status-dialog.tsx'
import { BalanceAdjustmentDialog } from './balance-adjustment-dialog.tsx'
import { NoValue, Term } from './display-parts.tsx'

type OpenDialog = { kind: 'status' | 'adjust'; affiliate: AffiliateManagementRow } | null

const COLUMNS = [
  'Code',
  'Email',
  'Rate',
  'Payment account',
  'Connect',
  'W-9',
  'Monster Level',
  'Status',
  'Pending payout',
  'Last payout',
  'Actions',
]

type AffiliatesTableProps = {
  affiliates: AffiliateManagementRow[]
  /** The business time zone the dates are shown in (undefined until known). */
  timeZone: string | undefined
}

/**
 * Every affiliate with their payout account, balances and last payout, and the admin's actions on
 * each: a table on wide screens (scrolling sideways inside its own box when narrow), a card per
 * affiliate on a phone.
 */
export function AffiliatesTable({ affiliates, timeZone }: AffiliatesTableProps) {
  const [dialog, setDialog] = useState<OpenDialog>(null)
  const close = () => setDialog(null)
  const open = (kind: 'status' | 'adjust') => (affiliate: AffiliateManagementRow) =>
    setDialog({ kind, affiliate })
  const actions = { onStatus: open('status'), onAdjust: open('adjust') }

  return (
    <>
      <ul className="grid gap-3 lg:hidden" aria-label="Affiliates">
        {affiliates.map((row) => (
          <li key={row.id}>
            <AffiliateCard row={row} timeZone={timeZone} {...actions} />
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-navy-100 lg:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Affiliates</caption>
          <thead className="border-b border-navy-100 bg-navy-50 text-navy-800">
            <tr>
              {COLUMNS.map((name) => (
                <th key={name} scope="col" className="px-2.5 py-3 font-semibold whitespace-nowrap">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-navy-100">
            {affiliates.map((row) => (
              <tr key={row.id} className="align-top hover:bg-navy-50/60">
                <th scope="row" className="px-2.5 py-3 text-left font-normal">
                  <span className="block font-semibold whitespace-nowrap">{row.code}</span>
                  <span className="block text-navy-700">{row.name}</span>
                </th>
                <td className="min-w-40 px-2.5 py-3 break-all">{row.email}</td>
                <td className="px-2.5 py-3 tabular-nums">{formatRate(row.rate)}</td>
                <td className="px-2.5 py-3">
                  <PaymentAccount row={row} />
                </td>
                <td className="px-2.5 py-3">
                  <ConnectBadge row={row} />
                </td>
                <td className="px-2.5 py-3">
                  <W9Badge row={row} />
                </td>
                <td className="px-2.5 py-3">
                  <MonsterLevel row={row} />
                </td>
                <td className="px-2.5 py-3">
                  <StatusBadge row={row} />
                </td>
                <td className="px-2.5 py-3">
                  <PendingPayout row={row} />
                </td>
                <td className="px-2.5 py-3">
                  <LastPayout row={row} timeZone={timeZone} />
                </td>
                <td className="px-2.5 py-3">
                  <RowActions row={row} {...actions} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <AffiliateStatusDialog
        affiliate={dialog?.kind === 'status' ? dialog.affiliate : null}
        onClose={close}
      />
      <BalanceAdjustmentDialog
        affiliate={dialog?.kind === 'adjust' ? dialog.affiliate : null}
        onClose={close}
      />
    </>
  )
}

type RowProps = { row: AffiliateManagementRow }
type ActionProps = {
  onStatus: (row: AffiliateManagementRow) => void
  onAdjust: (row: AffiliateManagementRow) => void
}

function AffiliateCard({
  row,
  timeZone,
  ...actions
}: RowProps & ActionProps & { timeZone: string | undefined }) {
  return (
    <article className="grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-navy-100">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0">
          <h3 className="text-base font-semibold">{row.code}</h3>
          <span className="text-sm text-navy-700">{row.name}</span>
          <span className="text-sm break-all text-navy-700">{row.email}</span>
        </div>
        <StatusBadge row={row} />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <Term label="Rate">
          <span className="tabular-nums">{formatRate(row.rate)}</span>
        </Term>
        <Term label="Connect">
          <ConnectBadge row={row} />
        </Term>
        <Term label="Payment account">
          <PaymentAccount row={row} />
        </Term>
        <Term label="W-9">
          <W9Badge row={row} />
        </Term>
        <Term label="Monster Level">
          <MonsterLevel row={row} />
        </Term>
        <Term label="Pending payout">
          <PendingPayout row={row} />
        </Term>
        <Term label="Last payout">
          <LastPayout row={row} timeZone={timeZone} />
        </Term>
      </dl>
      <RowActions row={row} {...actions} />
    </article>
  )
}

function PaymentAccount({ row }: RowProps) {
  if (!row.stripeAccountId) return <NoValue />
  return <span className="block max-w-32 font-mono text-xs break-all">{row.stripeAccountId}</span>
}

function ConnectBadge({ row }: RowProps) {
  const badge = CONNECT_BADGES[row.connectBadge]
  return <Badge variant={badge.variant}>{badge.label}</Badge>
}

function W9Badge({ row }: RowProps) {
  return row.hasW9 ? <Badge variant="green">On file</Badge> : <Badge variant="yellow">Missing</Badge>
}

function MonsterLevel({ row }: RowProps) {
  return row.isMonsterLevel ? <Badge variant="purple">Monster Level</Badge> : <span>No</span>
}

function StatusBadge({ row }: RowProps) {
  const badge = AFFILIATE_STATUS_BADGES[row.status]
  return (
    <span className="grid justify-items-start gap-1">
      <Badge variant={badge.variant}>{badge.label}</Badge>
      {row.statusReason ? <span className="text-xs text-navy-700">{row.statusReason}</span> : null}
    </span>
  )
}

function PendingPayout({ row }: RowProps) {
  const { availableAmount, pendingAmount } = row.pendingPayout
  return (
    <span className="grid whitespace-nowrap">
      <span className="font-semibold tabular-nums">
        {formatUsd(availableAmount, { alwaysShowCents: true })}
      </span>
      {pendingAmount !== 0 ? (
        <span className="text-xs font-normal text-navy-700 tabular-nums">
          {formatUsd(pendingAmount, { alwaysShowCents: true })} in hold
        </span>
      ) : null}
    </span>
  )
}

function LastPayout({ row, timeZone }: RowProps & { timeZone: string | undefined }) {
  if (!row.lastPayout) return <span>None</span>
  return (
    <span className="grid whitespace-nowrap">
      <span className="font-semibold tabular-nums">
        {formatUsd(row.lastPayout.amount, { alwaysShowCents: true })}
      </span>
      <span className="text-xs font-normal text-navy-700">
        {formatZonedDate(row.lastPayout.paidAt, timeZone)}
      </span>
    </span>
  )
}

function RowActions({ row, onStatus, onAdjust }: RowProps & ActionProps) {
  const isActive = row.status === 'ACTIVE'
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={() => onStatus(row)}>
        {isActive ? 'Deactivate' : 'Reactivate'}
        <span className="sr-only"> {row.code}</span>
      </Button>
      <Button variant="outline" size="sm" onClick={() => onAdjust(row)}>
        Adjust balance
        <span className="sr-only"> of {row.code}</span>
      </Button>
    </div>
  )
}
