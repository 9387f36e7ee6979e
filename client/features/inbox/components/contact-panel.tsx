import { Link } from 'react-router'
import { caseNumber } from '#shared/domain/case-number.ts'
import type { InboxConversation } from '#shared/contracts/inbox.contract.ts'
import { caseStatusName } from '#shared/domain/case-status.ts'
import { orderStatusName, packageName } from '#shared/domain/labels.ts'
import { formatUsd } from '#shared/domain/money.ts'
import { failureText } from '#client/components/ui/action-feedback.ts'
import { Button } from '#client/components/ui/button.tsx'
import { QueryState } from '#client/components/ui/query-state.tsx'
import { Select } from '#client/components/ui/select.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import { Label } from '#client/components/ui/label.tsx'
import { formatLocalDate } from '#client/lib/dates.ts'
import { adminCasePath, adminPersonPath } from '#client/lib/paths.ts'
import { useAssignConversation, useCloseConversation, useReopenConversation } from '../inbox.mutations.ts'
import { useAssignees, useConversationContact } from '../inbox.queries.ts'

/** The person behind the conversation (account, cases, orders) and the staff's actions on it. */
export function ContactPanel({ conversation }: { conversation: InboxConversation }) {
  return (
    <div className="grid content-start gap-5">
      <section aria-labelledby="contact-heading" className="grid gap-2">
        <h2 id="contact-heading" className="text-lg font-semibold text-navy-950">
          Contact
        </h2>
        <dl className="grid gap-1 text-sm text-navy-900">
          <div>
            <dt className="sr-only">Name</dt>
            <dd className="font-medium">{conversation.customerName || 'No name given'}</dd>
          </div>
          <div>
            <dt className="sr-only">E-mail</dt>
            <dd className="break-all">{conversation.customerEmail ?? 'No e-mail address'}</dd>
          </div>
          {conversation.customerPhone ? (
            <div>
              <dt className="sr-only">Phone</dt>
              <dd>{conversation.customerPhone}</dd>
            </div>
          ) : null}
        </dl>
        <CustomerRecords conversationId={conversation.id} />
      </section>
      <ConversationActions conversation={conversation} />
    </div>
  )
}

function CustomerRecords({ conversationId }: { conversationId: string }) {
  const contact = useConversationContact(conversationId)
  return (
    <QueryState
      query={contact}
      loadingLabel="Loading the customer…"
      errorText="We could not load the customer."
    >
      {(data) =>
        data.customer ? (
          <div className="grid gap-3 text-sm">
            <p>
              <Link to={adminPersonPath(data.customer.id)} className="font-medium text-navy-900 underline">
                {data.customer.name}
              </Link>{' '}
              <span className="text-navy-700">
                {data.customer.linkedBy === 'ACCOUNT' ? '(linked account)' : '(account with this e-mail)'}
              </span>
            </p>
            <div className="grid gap-1">
              <h3 className="font-semibold text-navy-950">Cases</h3>
              {data.cases.length === 0 ? (
                <p className="text-navy-700">No cases.</p>
              ) : (
                <ul className="grid gap-1">
                  {data.cases.map((c) => (
                    <li key={c.id}>
                      <Link to={adminCasePath(c.id)} className="text-navy-900 underline">
                        Case #{caseNumber(c.id)}
                      </Link>{' '}
                      <span className="text-navy-700">
                        {packageName(c.packageCode)} · {caseStatusName(c.status)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <div className="grid gap-1">
              <h3 className="font-semibold text-navy-950">Orders</h3>
              {data.orders.length === 0 ? (
                <p className="text-navy-700">No orders.</p>
              ) : (
                <ul className="grid gap-1">
                  {data.orders.map((o) => (
                    <li key={o.id} className="text-navy-900">
                      {formatUsd(o.amountCents, { alwaysShowCents: true })} ·{' '}
                      {orderStatusName(o.status).toLowerCase()}{' '}
                      <span className="text-navy-700">({formatLocalDate(o.createdAt)})</span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        ) : (
          <p className="text-sm text-navy-700">No customer account has this e-mail address.</p>
        )
      }
    </QueryState>
  )
}

function ConversationActions({ conversation }: { conversation: InboxConversation }) {
  const assignees = useAssignees()
  const assign = useAssignConversation(conversation.id)
  const close = useCloseConversation(conversation.id)
  const reopen = useReopenConversation(conversation.id)
  const isOpen = conversation.status === 'OPEN'
  const statusAction = isOpen ? close : reopen
  const onError = (title: string) => (error: unknown) =>
    toast({ variant: 'destructive', title, description: failureText(error) })

  return (
    <section aria-labelledby="actions-heading" className="grid gap-3">
      <h2 id="actions-heading" className="text-lg font-semibold text-navy-950">
        Handling
      </h2>
      <div className="grid gap-1.5">
        <Label htmlFor="assign-select">Assigned to</Label>
        <Select
          id="assign-select"
          value={conversation.assignedTo?.id ?? ''}
          disabled={assign.isPending}
          onChange={(event) =>
            assign.mutate(event.target.value || null, {
              onError: onError('Could not assign the conversation'),
            })
          }
        >
          <option value="">Nobody</option>
          {/* The current assignee stays listed even if the list has not loaded yet. */}
          {conversation.assignedTo &&
          !assignees.data?.assignees.some((a) => a.id === conversation.assignedTo?.id) ? (
            <option value={conversation.assignedTo.id}>{conversation.assignedTo.name}</option>
          ) : null}
          {assignees.data?.assignees.map((admin) => (
            <option key={admin.id} value={admin.id}>
              {admin.name}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Button
          variant="outline"
          disabled={statusAction.isPending}
          onClick={() =>
            statusAction.mutate(undefined, {
              onError: onError(
                isOpen ? 'Could not close the conversation' : 'Could not reopen the conversation',
              ),
            })
          }
        >
          {isOpen ? 'Close conversation' : 'Reopen conversation'}
        </Button>
      </div>
    </section>
  )
}
