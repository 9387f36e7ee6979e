import {
  ASSIGNMENT_FILTERS,
  CONVERSATION_SOURCES,
  type AssignmentFilter,
  type ConversationSource,
  type ConversationStatus,
  type ListConversationsQuery,
} from '#shared/contracts/inbox.contract.ts'

/** What the inbox address holds: the selected conversation (?c=) and the list's filters. */
export type InboxView = {
  conversationId: string | null
  q: string
  source: ConversationSource | null
  status: ConversationStatus | null
  assigned: AssignmentFilter | null
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const STATUSES: readonly ConversationStatus[] = ['OPEN', 'CLOSED']

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null
}

/** Reads the address; unknown values in a hand-typed one are dropped, not errors. */
export function readInboxView(params: URLSearchParams): InboxView {
  const c = params.get('c')
  return {
    conversationId: c && UUID.test(c) ? c.toLowerCase() : null,
    q: (params.get('q') ?? '').trim().slice(0, 200),
    source: oneOf(CONVERSATION_SOURCES, params.get('source')),
    // Open conversations first: the work still to do.
    status: params.get('status') === 'ALL' ? null : (oneOf(STATUSES, params.get('status')) ?? 'OPEN'),
    assigned: oneOf(ASSIGNMENT_FILTERS, params.get('assigned')),
  }
}

/** The query string of a view ('' for the default one). */
export function inboxSearch(view: InboxView): string {
  const params = new URLSearchParams()
  if (view.conversationId) params.set('c', view.conversationId)
  if (view.q) params.set('q', view.q)
  if (view.source) params.set('source', view.source)
  if (view.status !== 'OPEN') params.set('status', view.status ?? 'ALL')
  if (view.assigned) params.set('assigned', view.assigned)
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** The list request for a view. */
export function conversationListQuery(view: InboxView): Partial<ListConversationsQuery> {
  return {
    ...(view.q ? { q: view.q } : {}),
    ...(view.source ? { source: view.source } : {}),
    ...(view.status ? { status: view.status } : {}),
    ...(view.assigned ? { assigned: view.assigned } : {}),
  }
}
