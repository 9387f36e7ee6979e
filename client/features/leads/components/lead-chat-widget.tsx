import { MessageCircle, ChevronDown } from 'lucide-react'
import { lazy, Suspense, useId, useRef, useState } from 'react'
import type { ContentFigures } from '#shared/content/figures.ts'
import { Button } from '#client/components/ui/button.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'

// The conversation is loaded on first open, so the landing page ships only this launcher.
const LeadChatPanel = lazy(() => import('./lead-chat-panel.tsx').then((m) => ({ default: m.LeadChatPanel })))

const TITLE = 'Chat with us'

/**
 * The landing page's lead-capture chat: a floating launcher that opens the guided conversation
 * (name, cell number, e-mail, topic). Renders nothing until the catalog figures are known, since
 * its answers quote them.
 */
export function LeadChatWidget({ figures }: { figures: ContentFigures | undefined }) {
  const [isOpen, setIsOpen] = useState(false)
  const [hasOpened, setHasOpened] = useState(false)
  const panelId = useId()
  const launcherRef = useRef<HTMLButtonElement>(null)

  if (!figures) return null

  function toggle() {
    setHasOpened(true)
    setIsOpen((open) => !open)
  }

  function close() {
    setIsOpen(false)
    launcherRef.current?.focus()
  }

  return (
    <div className="pointer-events-none fixed right-3 bottom-3 left-3 z-40 flex flex-col items-end gap-3 sm:right-6 sm:bottom-6 sm:left-auto">
      {hasOpened ? (
        <Suspense
          fallback={
            <div className="pointer-events-auto w-full rounded-xl bg-white shadow-xl ring-1 ring-navy-100 sm:w-96">
              <Spinner label="Loading the chat…" />
            </div>
          }
        >
          <LeadChatPanel id={panelId} title={TITLE} isOpen={isOpen} figures={figures} onClose={close} />
        </Suspense>
      ) : null}
      <Button
        ref={launcherRef}
        variant="accent"
        aria-expanded={isOpen}
        aria-controls={hasOpened ? panelId : undefined}
        onClick={toggle}
        // On a phone only the icon shows, so the closed launcher covers as little of the page as possible.
        className="pointer-events-auto size-14 rounded-full px-0 shadow-lg ring-1 ring-navy-950/10 sm:h-11 sm:w-auto sm:px-5 [&_svg]:size-6 sm:[&_svg]:size-4"
      >
        {isOpen ? <ChevronDown aria-hidden="true" /> : <MessageCircle aria-hidden="true" />}
        <span className="sr-only sm:not-sr-only">{TITLE}</span>
      </Button>
    </div>
  )
}
