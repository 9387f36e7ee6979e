import { Send, X } from 'lucide-react'
import {
  useEffect,
  useId,
  useRef,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react'
import { Button } from '#client/components/ui/button.tsx'
import { cn } from '#client/lib/cn.ts'

type ChatPanelProps = {
  id: string
  title: string
  isOpen: boolean
  onClose: () => void
  /** Focused each time the panel opens: the message input. */
  focusRef: RefObject<HTMLElement | null>
  /** The panel's height. */
  className: string
  /** The ChatLog and the ChatComposer. */
  children: ReactNode
}

/** A chat's window: a title bar with the close button above the conversation. Escape closes it. */
export function ChatPanel({ id, title, isOpen, onClose, focusRef, className, children }: ChatPanelProps) {
  const titleId = useId()

  useEffect(() => {
    if (isOpen) focusRef.current?.focus()
  }, [isOpen, focusRef])

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key === 'Escape') onClose()
  }

  return (
    <section
      id={id}
      aria-labelledby={titleId}
      hidden={!isOpen}
      onKeyDown={closeOnEscape}
      className={cn(
        'pointer-events-auto flex w-full flex-col overflow-hidden rounded-xl bg-white shadow-xl ring-1 ring-navy-100 sm:w-96',
        className,
      )}
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
      {children}
    </section>
  )
}

/** The conversation, read out as it grows and scrolled to the newest of `messages` when they change. */
export function ChatLog({ messages, children }: { messages: readonly unknown[]; children: ReactNode }) {
  const logRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const log = logRef.current
    if (log) log.scrollTop = log.scrollHeight
  }, [messages])

  return (
    <div
      ref={logRef}
      role="log"
      aria-live="polite"
      aria-label="Conversation"
      tabIndex={0}
      className="flex flex-1 flex-col gap-3 overflow-y-auto p-4"
    >
      {children}
    </div>
  )
}

type ChatComposerProps = {
  inputId: string
  /** The input's label, for screen readers only. */
  label: string
  onSubmit: (event: FormEvent) => void
  isSending?: boolean
  /** The input, with `inputId` as its id. */
  children: ReactNode
}

/** The form under the conversation: the input and the Send button. */
export function ChatComposer({ inputId, label, onSubmit, isSending, children }: ChatComposerProps) {
  return (
    <form onSubmit={onSubmit} className="flex items-end gap-2 border-t border-navy-100 p-3">
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      {children}
      <Button type="submit" size="icon" aria-label="Send" disabled={isSending}>
        <Send aria-hidden="true" />
      </Button>
    </form>
  )
}
