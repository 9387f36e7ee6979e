import { useId, useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import type { ContentFigures } from '#shared/content/figures.ts'
import {
  EMAIL_MAX_LENGTH,
  LEAD_NAME_MAX_LENGTH,
  LEAD_PHONE_MAX_LENGTH,
} from '#shared/contracts/leads.contract.ts'
import { ChatComposer, ChatLog, ChatPanel } from '#client/components/chat/chat-panel.tsx'
import type { FloatingChatPanelProps } from '#client/components/chat/floating-chat.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { cn } from '#client/lib/cn.ts'
import {
  INITIAL_LEAD_CHAT,
  LEAD_CHAT_GREETING,
  LEAD_CHAT_INPUT_LABELS,
  leadChatTurn,
  type LeadChatLink,
  type LeadChatStep,
} from '../lead-chat.ts'
import { useCaptureLead } from '../leads.mutations.ts'

type LeadChatMessage = {
  id: string
  sender: 'user' | 'bot'
  content: string
  link?: LeadChatLink | undefined
  isNote?: boolean | undefined
}

// Topic and later messages are read by people only; a generous bound keeps them sane.
const MESSAGE_MAX_LENGTH = 1000

type FieldHints = { autoComplete: string; inputMode: 'text' | 'tel' | 'email'; maxLength: number }

// What the browser may fill in at each step, and the server's length limits. The input takes any
// text: no format checks.
const FIELD_HINTS: Record<LeadChatStep, FieldHints> = {
  0: { autoComplete: 'name', inputMode: 'text', maxLength: LEAD_NAME_MAX_LENGTH },
  1: { autoComplete: 'tel', inputMode: 'tel', maxLength: LEAD_PHONE_MAX_LENGTH },
  2: { autoComplete: 'email', inputMode: 'email', maxLength: EMAIL_MAX_LENGTH },
  3: { autoComplete: 'off', inputMode: 'text', maxLength: MESSAGE_MAX_LENGTH },
  4: { autoComplete: 'off', inputMode: 'text', maxLength: MESSAGE_MAX_LENGTH },
}

type Props = FloatingChatPanelProps & { figures: ContentFigures }

/** The guided conversation; stays mounted while closed so the conversation is kept. */
export function LeadChatPanel({ id, title, isOpen, figures, onClose }: Props) {
  const [chat, setChat] = useState(INITIAL_LEAD_CHAT)
  const [messages, setMessages] = useState<LeadChatMessage[]>([
    { id: 'greeting', sender: 'bot', content: LEAD_CHAT_GREETING },
  ])
  const [draft, setDraft] = useState('')
  const nextId = useRef(0)
  const inputRef = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const captureLead = useCaptureLead()

  function send(event: FormEvent) {
    event.preventDefault()
    const turn = leadChatTurn(chat, draft, figures)
    if (!turn) return
    const message = (sender: LeadChatMessage['sender'], content: string): LeadChatMessage => ({
      id: `m${++nextId.current}`,
      sender,
      content,
    })
    const added = [
      message('user', draft.trim()),
      ...turn.replies.map((reply) => ({
        ...message('bot', reply.text),
        link: reply.link,
        isNote: reply.isNote,
      })),
    ]
    setMessages((current) => [...current, ...added])
    setChat(turn.state)
    setDraft('')
    if (turn.lead) void captureLead(turn.lead)
  }

  const hints = FIELD_HINTS[chat.step]

  return (
    <ChatPanel
      id={id}
      title={title}
      isOpen={isOpen}
      onClose={onClose}
      focusRef={inputRef}
      className="h-[min(32rem,calc(100dvh-6rem))]"
    >
      <ChatLog messages={messages}>
        {messages.map((m) => (
          <div
            key={m.id}
            className={cn(
              'max-w-[85%] rounded-lg px-3 py-2 text-sm break-words whitespace-pre-line',
              m.sender === 'user'
                ? 'self-end bg-navy-900 text-white'
                : m.isNote
                  ? 'self-start bg-amber-50 text-navy-900 ring-1 ring-amber-200'
                  : 'self-start bg-navy-50 text-navy-950',
            )}
          >
            <span className="sr-only">{m.sender === 'user' ? 'You: ' : 'Assistant: '}</span>
            <span>{m.content}</span>
            {m.link ? (
              <Link
                to={m.link.path}
                className="mt-1 block font-semibold text-navy-800 underline underline-offset-2"
              >
                {m.link.label}
              </Link>
            ) : null}
          </div>
        ))}
      </ChatLog>
      <ChatComposer inputId={inputId} label={LEAD_CHAT_INPUT_LABELS[chat.step]} onSubmit={send}>
        <Input
          ref={inputRef}
          id={inputId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={LEAD_CHAT_INPUT_LABELS[chat.step]}
          autoComplete={hints.autoComplete}
          inputMode={hints.inputMode}
          enterKeyHint="send"
          maxLength={hints.maxLength}
        />
      </ChatComposer>
    </ChatPanel>
  )
}
