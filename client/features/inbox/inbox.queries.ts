import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { channelsContract } from '#shared/contracts/channels.contract.ts'
import { inboxContract, type ListConversationsQuery } from '#shared/contracts/inbox.contract.ts'
import { api } from '#client/lib/api-client.ts'

/** How often the list and the open thread are read again while the inbox is on screen. */
export const INBOX_POLL_MS = 15_000

/** The inbox's query keys: everything about one conversation sits under `conversation(id)`. */
export const inboxKeys = {
  all: ['inbox'] as const,
  lists: () => [...inboxKeys.all, 'list'] as const,
  list: (query: Partial<ListConversationsQuery>) => [...inboxKeys.lists(), query] as const,
  summary: () => [...inboxKeys.all, 'summary'] as const,
  assignees: () => [...inboxKeys.all, 'assignees'] as const,
  conversation: (id: string) => [...inboxKeys.all, 'conversation', id] as const,
  thread: (id: string) => [...inboxKeys.conversation(id), 'thread'] as const,
  contact: (id: string) => [...inboxKeys.conversation(id), 'contact'] as const,
  channels: () => [...inboxKeys.all, 'channels'] as const,
}

export const conversationListQuery = (query: Partial<ListConversationsQuery>) =>
  queryOptions({
    queryKey: inboxKeys.list(query),
    queryFn: ({ signal }) => api(inboxContract.list, { query, signal }),
    staleTime: 0,
  })

/** The conversations matching the filters, read again every 15 s; the shown list stays while the next loads. */
export function useConversationList(query: Partial<ListConversationsQuery>) {
  return useQuery({
    ...conversationListQuery(query),
    placeholderData: keepPreviousData,
    refetchInterval: INBOX_POLL_MS,
  })
}

/** One conversation and its messages, oldest first, read again every 15 s while open. */
export function useConversationThread(conversationId: string) {
  return useQuery({
    queryKey: inboxKeys.thread(conversationId),
    queryFn: ({ signal }) => api(inboxContract.messages, { params: { id: conversationId }, signal }),
    refetchInterval: INBOX_POLL_MS,
  })
}

/** The person's account, cases and orders. */
export function useConversationContact(conversationId: string) {
  return useQuery({
    queryKey: inboxKeys.contact(conversationId),
    queryFn: ({ signal }) => api(inboxContract.contact, { params: { id: conversationId }, signal }),
  })
}

/** The admins a conversation can be given to. */
export function useAssignees() {
  return useQuery({
    queryKey: inboxKeys.assignees(),
    queryFn: ({ signal }) => api(inboxContract.assignees, { signal }),
    staleTime: 5 * 60_000,
  })
}

/** Unread and open counts, for the inbox's heading and the navigation's badge (admins only). */
export function useInboxSummary({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: inboxKeys.summary(),
    queryFn: ({ signal }) => api(inboxContract.summary, { signal }),
    refetchInterval: INBOX_POLL_MS,
    enabled: isEnabled,
  })
}

/** The social channels: which are set up, which can reply, and what each still needs. */
export function useChannels() {
  return useQuery({
    queryKey: inboxKeys.channels(),
    queryFn: ({ signal }) => api(channelsContract.list, { signal }),
    staleTime: 5 * 60_000,
  })
}
