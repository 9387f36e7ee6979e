import { useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import type { PersonDetail } from '#shared/contracts/people.contract.ts'
import { caseStatusName } from '#shared/domain/case-status.ts'
import { formatUsd } from '#shared/domain/money.ts'
import { orderStatusName, packageName } from '#shared/domain/labels.ts'
import { Button } from '#client/components/ui/button.tsx'
import { CardSection } from '#client/components/ui/card.tsx'
import { formatLocalDate, formatLocalDateTime } from '#client/lib/dates.ts'
import { adminCasePath, pagePaths } from '#client/lib/paths.ts'
import { AccountStatusDialog } from './account-status-dialog.tsx'
import { PersonBadges, personName } from './person-badges.tsx'
import { RoleDialog } from './role-dialog.tsx'

const usd = (cents: number) => formatUsd(cents, { alwaysShowCents: true })
const dateTime = formatLocalDateTime

/** One person as staff see them: profile, actions, cases, orders, conversations and activity. */
export function PersonView({ detail, isSelf }: { detail: PersonDetail; isSelf: boolean }) {
  const { person } = detail
  const [dialog, setDialog] = useState<'status' | 'role' | null>(null)
  const close = () => setDialog(null)

  return (
    <div className="mx-auto grid w-full max-w-5xl content-start gap-6 px-4 py-8">
      <Link
        to={pagePaths.adminPeople}
        className="text-sm font-semibold text-navy-800 underline underline-offset-2"
      >
        All people
      </Link>
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold break-words text-navy-950 sm:text-3xl">{personName(person)}</h1>
        <p className="break-all text-navy-800">{person.email}</p>
        <PersonBadges person={person} />
        <div className="flex flex-wrap gap-3 pt-2">
          {isSelf ? null : (
            <Button variant="outline" onClick={() => setDialog('status')}>
              {person.disabledAt ? 'Enable account' : 'Disable account'}
            </Button>
          )}
          <Button variant="outline" onClick={() => setDialog('role')}>
            {person.role === 'ADMIN' ? 'Remove admin' : 'Make admin'}
          </Button>
        </div>
      </header>

      <CardSection id="profile" title="Profile">
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <Fact term="Role">{person.role === 'ADMIN' ? 'Admin' : 'Customer'}</Fact>
          <Fact term="E-mail confirmed">{person.isEmailVerified ? 'Yes' : 'Not yet'}</Fact>
          <Fact term="Joined">{formatLocalDate(person.createdAt)}</Fact>
          <Fact term="Account">
            {person.disabledAt ? `Disabled on ${dateTime(person.disabledAt)}` : 'Active'}
          </Fact>
          {person.affiliate ? (
            <Fact term="Affiliate">
              Code {person.affiliate.code} ({person.affiliate.status === 'ACTIVE' ? 'active' : 'deactivated'})
            </Fact>
          ) : null}
        </dl>
      </CardSection>

      <CardSection id="person-cases" title="Cases">
        {detail.cases.length === 0 ? (
          <Empty>No cases.</Empty>
        ) : (
          <ul className="grid gap-2 text-sm">
            {detail.cases.map((c) => (
              <li key={c.id} className="flex flex-wrap items-baseline justify-between gap-2">
                <Link
                  to={adminCasePath(c.id)}
                  className="font-semibold text-navy-800 underline underline-offset-2"
                >
                  Case #{c.caseNumber}
                </Link>
                <span className="text-navy-700">
                  {caseStatusName(c.status)} · opened {formatLocalDate(c.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardSection>

      <CardSection id="person-orders" title="Orders">
        {detail.orders.length === 0 ? (
          <Empty>No orders.</Empty>
        ) : (
          <ul className="grid gap-3 text-sm">
            {detail.orders.map((order) => (
              <li key={order.id} className="grid gap-1 border-b border-navy-100 pb-3 last:border-0 last:pb-0">
                <span className="font-semibold text-navy-950">
                  {packageName(order.productCode)} · {orderStatusName(order.status)}
                </span>
                <span className="text-navy-700 tabular-nums">
                  Amount {usd(order.amountCents)} · paid {usd(order.paidCents)}
                  {order.refundedCents > 0 ? ` · refunded ${usd(order.refundedCents)}` : ''} ·{' '}
                  {formatLocalDate(order.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardSection>

      <CardSection id="person-conversations" title="Conversations">
        {detail.conversations.length === 0 ? (
          <Empty>No conversations.</Empty>
        ) : (
          <ul className="grid gap-2 text-sm">
            {detail.conversations.map((c) => (
              <li key={c.id} className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-medium break-words text-navy-950">{c.subject}</span>
                <span className="text-navy-700">
                  {c.source} · {c.status === 'OPEN' ? 'open' : 'closed'} · {formatLocalDate(c.lastMessageAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardSection>

      <CardSection id="person-activity" title="Recent activity">
        {detail.activity.length === 0 ? (
          <Empty>Nothing recorded yet.</Empty>
        ) : (
          <ol className="grid gap-3 text-sm">
            {detail.activity.map((entry) => (
              <li key={entry.id} className="grid gap-0.5">
                <span className="break-words text-navy-950">{entry.label}</span>
                <span className="text-navy-700">
                  {dateTime(entry.createdAt)} · {entry.actorName ?? actorWord(entry.actor)}
                  {entry.caseNumber ? ` · Case #${entry.caseNumber}` : ''}
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardSection>

      <AccountStatusDialog person={person} isOpen={dialog === 'status'} onClose={close} />
      <RoleDialog person={person} isOpen={dialog === 'role'} onClose={close} />
    </div>
  )
}

function actorWord(actor: string): string {
  return actor === 'SYSTEM' ? 'System' : actor === 'ADMIN' ? 'An admin' : 'The customer'
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-navy-600">{term}</dt>
      <dd className="font-medium break-words text-navy-950">{children}</dd>
    </div>
  )
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-navy-700">{children}</p>
}
