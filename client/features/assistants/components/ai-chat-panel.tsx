import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { assistantWelcome, QUICK_QUESTIONS } from '#shared/content/assistants.ts'
import type { ContentFigures } from '#shared/content/figures.ts'
import { ASSISTANT_INPUT_MAX_LENGTH } from '#shared/domain/assistant-limits.ts'
import { ChatComposer, ChatLog, ChatPanel } from '#client/components/chat/chat-panel.tsx'
import type { FloatingChatPanelProps } from '#client/components/chat/floating-chat.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Textarea } from '#client/components/ui/textarea.tsx'
import { cn } from '#client/lib/cn.ts'
import { answerText } from '../answer-text.ts'
import { useChatbotReply } from '../assistants.mutations.ts'
import {
  botMessage,
  CHAT_ERROR_REPLY,
  settleReply,
  thinkingMessage,
  userMessage,
  type ChatMessage,
} from '../chat-messages.ts'
import { AnswerSourceLink } from './answer-source-link.tsx'

const QUICK = QUICK_QUESTIONS.chat.slice(0, 3)
const TIME = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' })

type Props = FloatingChatPanelProps & { figures: ContentFigures }

/** The chat itself; stays mounted while closed so the conversation is kept. */
export function AiChatPanel({ id, title, isOpen, openedAt, figures, onClose }: Props) {
  const [messages, setMessages] = useState<ChatMessage[]>([])
  const [draft, setDraft] = useState('')
  const reply = useChatbotReply()
  const nextId = useRef(0)
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const inputId = useId()

  const welcome = botMessage('welcome', assistantWelcome('chat', figures), openedAt)
  const hasAsked = messages.length > 0

  function send(text: string) {
    const content = text.trim()
    if (!content || reply.isPending) return
    const newId = () => `m${++nextId.current}`
    const placeholder = thinkingMessage(newId(), new Date())
    setMessages((current) => [...current, userMessage(newId(), content, new Date()), placeholder])
    setDraft('')
    reply.mutate(content, {
      onSuccess: ({ response, source }) =>
        settle(botMessage(placeholder.id, answerText(response, source), new Date(), source)),
      onError: () => settle(botMessage(placeholder.id, CHAT_ERROR_REPLY, new Date())),
    })
    function settle(answer: ChatMessage) {
      setMessages((current) => settleReply(current, placeholder.id, answer))
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    send(draft)
  }

  // Enter sends; Shift+Enter (or Enter while an input method is composing) inserts a newline.
  function onInputKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    send(draft)
  }

  return (
    <ChatPanel
      id={id}
      title={title}
      isOpen={isOpen}
      onClose={onClose}
      focusRef={inputRef}
      className="h-[min(34rem,calc(100dvh-6rem))]"
    >
      <ChatLog messages={messages}>
        {[welcome, ...messages].map((m) => (
          <MessageBubble key={m.id} message={m} />
        ))}
        {hasAsked ? null : (
          <ul aria-label="Suggested questions" className="grid gap-2">
            {QUICK.map((question) => (
              <li key={question}>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => send(question)}
                  className="h-auto min-h-9 w-full justify-start py-1.5 text-left whitespace-normal"
                >
                  {question}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </ChatLog>
      <ChatComposer inputId={inputId} label="Your message" onSubmit={onSubmit} isSending={reply.isPending}>
        <Textarea
          ref={inputRef}
          id={inputId}
          rows={2}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onInputKeyDown}
          placeholder="Type your question…"
          maxLength={ASSISTANT_INPUT_MAX_LENGTH}
          enterKeyHint="send"
          className="max-h-32 min-h-0 resize-none"
        />
      </ChatComposer>
    </ChatPanel>
  )
}

/** One message of a chat: the visitor's on the right, the assistant's on the left with its source. */
export function MessageBubble({ message: m }: { message: ChatMessage }) {
  const isUser = m.sender === 'user'
  return (
    <div className={cn('grid max-w-[85%] gap-1', isUser ? 'justify-items-end self-end' : 'self-start')}>
      <div
        className={cn(
          'rounded-lg px-3 py-2 text-sm break-words whitespace-pre-line',
          isUser ? 'bg-navy-900 text-white' : 'bg-navy-50 text-navy-950',
          m.isTyping && 'text-navy-700 italic',
        )}
      >
        <span className="sr-only">{isUser ? 'You: ' : 'Assistant: '}</span>
        <span>{m.content}</span>
        {m.source ? <AnswerSourceLink source={m.source} className="mt-2" /> : null}
      </div>
      {m.isTyping ? null : (
        <time dateTime={m.timestamp.toISOString()} className="text-xs text-navy-600">
          {TIME.format(m.timestamp)}
        </time>
      )}
    </div>
  )
}
