import { assistantWelcome, QUICK_QUESTIONS } from '#shared/content/assistants.ts'
import type { ContentFigures } from '#shared/content/figures.ts'
import type { FloatingChatPanelProps } from '#client/components/chat/floating-chat.tsx'
import { useChatbotReply } from '../assistants.mutations.ts'
import { CHAT_ERROR_REPLY } from '../chat-messages.ts'
import { AssistantChatPanel } from './assistant-chat-panel.tsx'

const QUICK = QUICK_QUESTIONS.chat.slice(0, 3)

type Props = FloatingChatPanelProps & { figures: ContentFigures }

/** The services page's chat itself; stays mounted while closed so the conversation is kept. */
export function AiChatPanel({ figures, ...panel }: Props) {
  const reply = useChatbotReply()
  return (
    <AssistantChatPanel
      {...panel}
      welcome={assistantWelcome('chat', figures)}
      quickQuestions={QUICK}
      inputLabel="Your message"
      placeholder="Type your question…"
      errorReply={CHAT_ERROR_REPLY}
      isSending={reply.isPending}
      ask={(message) =>
        reply.mutateAsync(message).then(({ response, source }) => ({ answer: response, source }))
      }
    />
  )
}
