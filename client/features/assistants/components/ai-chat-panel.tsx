import { Send, X } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { assistantWelcome, QUICK_QUESTIONS } from '#shared/content/assistants.ts'
import type { ContentFigures } from '#shared/content/figures.ts'
import { ASSISTANT_INPUT_MAX_LENGTH } from '#shared/domain/assistant-limits.ts'
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

type Props = {
  id: string
  title: string
  isOpen: boolean
  openedAt: Date
  figures: ContentFigures
  onClose: () => void
}

/** The chat itself; stays mounted while closed so the conversation is kept. */
export function AiChatPanel({ id, title, isOpen, openedAt, figures, onClose }: Props) {
  const [messages, setMessages] = useState<ChatMessage[]>([])
  const [draft, setDraft] = useState('')
  const reply = useChatbotReply()
  const nextId = useRef(0)
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const logRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const inputId = useId()

  const welcome = botMessage('welcome', assistantWelcome('chat', figures), openedAt)
  const hasAsked = messages.length > 0

  useEffect(() => {
    if (isOpen) inputRef.current?.focus()
  }, [isOpen])

  useEffect(() => {
    const log = logRef.current
    if (log) log.scrollTop = log.scrollHeight
  }, [messages])

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

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key === 'Escape') onClose()
  }

  return (
    <section
      id={id}
      aria-labelledby={titleId}
      hidden={!isOpen}
      onKeyDown={closeOnEscape}
      className="pointer-events-auto flex h-[min(34rem,calc(100dvh-6rem))] w-full flex-col overflow-hidden rounded-xl bg-white shadow-xl ring-1 ring-navy-100 sm:w-96"
    >
      <header className="flex items-center justify-between gap-2 bg-navy-900 py-2 pr-2 pl-4 text-white">
        <h2 id={titleId} className="font-semibold">
          {title}
        </h2>
        <Button variant="ghost" size="icon" onClick={onClose} className="text-white hover:bg-white/10">
          <X aria-hidden="true" />
          <span className="sr-only">Close chat</span>
        </Button>
      </header>
      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label="Conversation"
        tabIndex={0}
        className="flex flex-1 flex-col gap-3 overflow-y-auto p-4"
      >
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
      </div>
      <form onSubmit={onSubmit} className="flex items-end gap-2 border-t border-navy-100 p-3">
        <label htmlFor={inputId} className="sr-only">
          Your message
        </label>
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
        <Button type="submit" size="icon" aria-label="Send" disabled={reply.isPending}>
          <Send aria-hidden="true" />
        </Button>
      </form>
    </section>
  )
}

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
