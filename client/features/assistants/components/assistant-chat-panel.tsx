import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import type { AnswerSource } from '#shared/content/assistants.ts'
import { ASSISTANT_INPUT_MAX_LENGTH } from '#shared/domain/assistant-limits.ts'
import { ChatComposer, ChatLog, ChatPanel } from '#client/components/chat/chat-panel.tsx'
import type { FloatingChatPanelProps } from '#client/components/chat/floating-chat.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Textarea } from '#client/components/ui/textarea.tsx'
import { cn } from '#client/lib/cn.ts'
import { answerText } from '../answer-text.ts'
import { botMessage, settleReply, thinkingMessage, userMessage, type ChatMessage } from '../chat-messages.ts'
import { AnswerSourceLink } from './answer-source-link.tsx'

const TIME = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' })

/** The assistant's answer to one question, with the page it came from. */
export type AssistantReply = { answer: string; source: AnswerSource | null }

type Props = FloatingChatPanelProps & {
  welcome: string
  /** Offered as buttons until the first question is asked. */
  quickQuestions: readonly string[]
  inputLabel: string
  placeholder: string
  /** Shown in place of the answer when the question could not be answered. */
  errorReply: string
  isSending: boolean
  /** When set, the input is read-only (and busy) while an answer is awaited. */
  isInputBlockedWhileSending?: boolean
  ask: (question: string) => Promise<AssistantReply>
}

/**
 * A floating assistant's conversation: the welcome, suggested questions and the message input. An
 * empty question, or one sent while an answer is awaited, is ignored. Stays mounted while closed so
 * the conversation is kept.
 */
export function AssistantChatPanel({
  id,
  title,
  isOpen,
  openedAt,
  onClose,
  welcome: welcomeText,
  quickQuestions,
  inputLabel,
  placeholder,
  errorReply,
  isSending,
  isInputBlockedWhileSending = false,
  ask,
}: Props) {
  const [messages, setMessages] = useState<ChatMessage[]>([])
  const [draft, setDraft] = useState('')
  const nextId = useRef(0)
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const inputId = useId()

  const welcome = botMessage('welcome', welcomeText, openedAt)
  const hasAsked = messages.length > 0

  function send(text: string) {
    const question = text.trim()
    if (!question || isSending) return
    const newId = () => `m${++nextId.current}`
    const placeholderMessage = thinkingMessage(newId(), new Date())
    setMessages((current) => [...current, userMessage(newId(), question, new Date()), placeholderMessage])
    setDraft('')
    ask(question).then(
      ({ answer, source }) =>
        settle(botMessage(placeholderMessage.id, answerText(answer, source), new Date(), source)),
      () => settle(botMessage(placeholderMessage.id, errorReply, new Date())),
    )
    function settle(reply: ChatMessage) {
      setMessages((current) => settleReply(current, placeholderMessage.id, reply))
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

  const isBlocked = isInputBlockedWhileSending ? isSending : undefined

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
            {quickQuestions.map((question) => (
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
      <ChatComposer inputId={inputId} label={inputLabel} onSubmit={onSubmit} isSending={isSending}>
        <Textarea
          ref={inputRef}
          id={inputId}
          rows={2}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onInputKeyDown}
          readOnly={isBlocked}
          aria-busy={isBlocked}
          placeholder={placeholder}
          maxLength={ASSISTANT_INPUT_MAX_LENGTH}
          enterKeyHint="send"
          className="max-h-32 min-h-0 resize-none"
        />
      </ChatComposer>
    </ChatPanel>
  )
}

/** One message of a chat: the visitor's on the right, the assistant's on the left with its source. */
function MessageBubble({ message: m }: { message: ChatMessage }) {
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
