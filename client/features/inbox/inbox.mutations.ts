import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { channelsContract, type ChannelReplyInput } from '#shared/contracts/channels.contract.ts'
import {
  inboxContract,
  type InboxConversation,
  type SendEmailInput,
} from '#shared/contracts/inbox.contract.ts'
import { api } from '#client/lib/api-client.ts'
import { inboxKeys } from './inbox.queries.ts'

type Thread = Awaited<ReturnType<typeof api<typeof inboxContract.messages>>>

// An action answers with the conversation as it now is: the open thread shows it at once, and the
// lists (order, badges, filters) and the counts are read again.
function showConversation(queryClient: QueryClient, conversation: InboxConversation) {
  queryClient.setQueryData<Thread>(inboxKeys.thread(conversation.id), (thread) =>
    thread ? { ...thread, conversation } : thread,
  )
  void queryClient.invalidateQueries({ queryKey: inboxKeys.lists() })
  void queryClient.invalidateQueries({ queryKey: inboxKeys.summary() })
}

function useConversationAction<V>(action: (variables: V) => Promise<{ conversation: InboxConversation }>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: action,
    onSuccess: ({ conversation }) => showConversation(queryClient, conversation),
  })
}

/** Marks what arrived so far as read. */
export function useMarkConversationRead() {
  return useConversationAction((id: string) => api(inboxContract.read, { params: { id } }))
}

/** Gives the conversation to an admin, or to nobody. */
export function useAssignConversation(conversationId: string) {
  return useConversationAction((userId: string | null) =>
    api(inboxContract.assign, { params: { id: conversationId }, body: { userId } }),
  )
}

export function useCloseConversation(conversationId: string) {
  return useConversationAction(() => api(inboxContract.close, { params: { id: conversationId } }))
}

export function useReopenConversation(conversationId: string) {
  return useConversationAction(() => api(inboxContract.reopen, { params: { id: conversationId } }))
}

function useReply<V>(conversationId: string, send: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: inboxKeys.thread(conversationId) })
      void queryClient.invalidateQueries({ queryKey: inboxKeys.lists() })
      void queryClient.invalidateQueries({ queryKey: inboxKeys.summary() })
    },
  })
}

/** E-mails a reply; the thread and the lists are read again with it. */
export function useSendEmailReply(conversationId: string) {
  return useReply(conversationId, (body: SendEmailInput) => api(inboxContract.sendEmail, { body }))
}

/** Answers on the conversation's own social channel (Messenger, Instagram, X, YouTube). */
export function useSendChannelReply(conversationId: string) {
  return useReply(conversationId, (body: ChannelReplyInput) =>
    api(channelsContract.reply, { params: { id: conversationId }, body }),
  )
}
