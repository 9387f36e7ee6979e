import { Bot, ChevronDown } from 'lucide-react'
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import type { ContentFigures } from '#shared/content/figures.ts'
import { Button } from '#client/components/ui/button.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { onOpenAssistantChat } from '../chat-events.ts'

// The conversation is loaded on first open, so the page ships only this launcher.
const AiChatPanel = lazy(() => import('./ai-chat-panel.tsx').then((m) => ({ default: m.AiChatPanel })))

const TITLE = 'Ask our assistant'

/**
 * The services page's AI chat: a floating launcher, closed or open, answering from the knowledge
 * base. It also opens when any page calls openAssistantChat(). Renders nothing until the catalog
 * figures are known, since its welcome names the company.
 */
export function AiChatWidget({ figures }: { figures: ContentFigures | undefined }) {
  const [isOpen, setIsOpen] = useState(false)
  // When it was first opened: the welcome message's timestamp, and null until then.
  const [openedAt, setOpenedAt] = useState<Date | null>(null)
  const panelId = useId()
  const launcherRef = useRef<HTMLButtonElement>(null)

  useEffect(
    () =>
      onOpenAssistantChat(() => {
        setOpenedAt((at) => at ?? new Date())
        setIsOpen(true)
      }),
    [],
  )

  if (!figures) return null

  function toggle() {
    setOpenedAt((at) => at ?? new Date())
    setIsOpen((open) => !open)
  }

  function close() {
    setIsOpen(false)
    launcherRef.current?.focus()
  }

  return (
    <div className="pointer-events-none fixed right-3 bottom-3 left-3 z-40 flex flex-col items-end gap-3 sm:right-6 sm:bottom-6 sm:left-auto">
      {openedAt ? (
        <Suspense
          fallback={
            <div className="pointer-events-auto w-full rounded-xl bg-white shadow-xl ring-1 ring-navy-100 sm:w-96">
              <Spinner label="Loading the chat…" />
            </div>
          }
        >
          <AiChatPanel
            id={panelId}
            title={TITLE}
            isOpen={isOpen}
            openedAt={openedAt}
            figures={figures}
            onClose={close}
          />
        </Suspense>
      ) : null}
      <Button
        ref={launcherRef}
        variant="accent"
        aria-expanded={isOpen}
        aria-controls={openedAt ? panelId : undefined}
        onClick={toggle}
        // On a phone only the icon shows, so the closed launcher covers as little of the page as possible.
        className="pointer-events-auto size-14 rounded-full px-0 shadow-lg ring-1 ring-navy-950/10 sm:h-11 sm:w-auto sm:px-5 [&_svg]:size-6 sm:[&_svg]:size-4"
      >
        {isOpen ? <ChevronDown aria-hidden="true" /> : <Bot aria-hidden="true" />}
        <span className="sr-only sm:not-sr-only">{TITLE}</span>
      </Button>
    </div>
  )
}
