import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { assistantWelcome, QUICK_QUESTIONS } from '#shared/content/assistants.ts'
import type { ContentFigures } from '#shared/content/figures.ts'
import { ASSISTANT_INPUT_MAX_LENGTH } from '#shared/domain/assistant-limits.ts'
import { ChatComposer, ChatLog, ChatPanel } from '#client/components/chat/chat-panel.tsx'
import type { FloatingChatPanelProps } from '#client/components/chat/floating-chat.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Textarea } from '#client/components/ui/textarea.tsx'
import { answerText } from '../answer-text.ts'
import { useAskAffiliateHelp } from '../assistants.mutations.ts'
import { botMessage, settleReply, thinkingMessage, userMessage, type ChatMessage } from '../chat-messages.ts'
import { MessageBubble } from './ai-chat-panel.tsx'

const AFFILIATE_HELP_ERROR = 'Error connecting to affiliate help system. Please try again.'
const QUICK = QUICK_QUESTIONS.affiliate.slice(0, 3)

type Props = FloatingChatPanelProps & { figures: ContentFigures }

/**
 * The affiliate help conversation (POST /api/affhelp/ask): an empty question is ignored and the
 * input is blocked while an answer is awaited (spec 001 §5). Stays mounted while closed.
 */
export function AffiliateHelpPanel({ id, title, isOpen, openedAt, figures, onClose }: Props) {
  const [messages, setMessages] = useState<ChatMessage[]>([])
  const [draft, setDraft] = useState('')
  const ask = useAskAffiliateHelp()
  const nextId = useRef(0)
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const inputId = useId()

  const welcome = botMessage('welcome', assistantWelcome('affiliate', figures), openedAt)

  function send(text: string) {
    const question = text.trim()
    if (!question || ask.isPending) return
    const newId = () => `m${++nextId.current}`
    const placeholder = thinkingMessage(newId(), new Date())
    setMessages((current) => [...current, userMessage(newId(), question, new Date()), placeholder])
    setDraft('')
    ask.mutate(question, {
      onSuccess: ({ answer, source }) =>
        settle(botMessage(placeholder.id, answerText(answer, source), new Date(), source)),
      onError: () => settle(botMessage(placeholder.id, AFFILIATE_HELP_ERROR, new Date())),
    })
    function settle(reply: ChatMessage) {
      setMessages((current) => settleReply(current, placeholder.id, reply))
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
        {messages.length > 0 ? null : (
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
      <ChatComposer inputId={inputId} label="Your question" onSubmit={onSubmit} isSending={ask.isPending}>
        <Textarea
          ref={inputRef}
          id={inputId}
          rows={2}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onInputKeyDown}
          readOnly={ask.isPending}
          aria-busy={ask.isPending}
          placeholder="Ask about commissions, payouts, posting…"
          maxLength={ASSISTANT_INPUT_MAX_LENGTH}
          enterKeyHint="send"
          className="max-h-32 min-h-0 resize-none"
        />
      </ChatComposer>
    </ChatPanel>
  )
}
