import { ChevronDown, type LucideIcon } from 'lucide-react'
import { Suspense, useCallback, useId, useRef, useState, type ReactNode } from 'react'
import { Button } from '#client/components/ui/button.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'

/** What a floating chat hands its panel. */
export type FloatingChatPanelProps = {
  id: string
  title: string
  isOpen: boolean
  /** When the chat was first opened. */
  openedAt: Date
  onClose: () => void
}

/**
 * The state of a floating chat: open or closed, and when it was first opened (null until then, so
 * its panel is loaded only once someone asks for it). Closing gives the focus back to the launcher.
 */
export function useFloatingChat() {
  const [isOpen, setIsOpen] = useState(false)
  const [openedAt, setOpenedAt] = useState<Date | null>(null)
  const panelId = useId()
  const launcherRef = useRef<HTMLButtonElement>(null)

  const open = useCallback(() => {
    setOpenedAt((at) => at ?? new Date())
    setIsOpen(true)
  }, [])

  function toggle() {
    setOpenedAt((at) => at ?? new Date())
    setIsOpen((wasOpen) => !wasOpen)
  }

  function close() {
    setIsOpen(false)
    launcherRef.current?.focus()
  }

  return { isOpen, openedAt, panelId, launcherRef, open, toggle, close }
}

type FloatingChatProps = {
  chat: ReturnType<typeof useFloatingChat>
  title: string
  icon: LucideIcon
  /** The panel, rendered from the first opening on; it stays mounted while closed. */
  children: (panel: FloatingChatPanelProps) => ReactNode
}

/** A chat floating at the bottom right of the page: its panel above the launcher that toggles it. */
export function FloatingChat({ chat, title, icon: Icon, children }: FloatingChatProps) {
  const { isOpen, openedAt, panelId, launcherRef, toggle, close } = chat
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
          {children({ id: panelId, title, isOpen, openedAt, onClose: close })}
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
        {isOpen ? <ChevronDown aria-hidden="true" /> : <Icon aria-hidden="true" />}
        <span className="sr-only sm:not-sr-only">{title}</span>
      </Button>
    </div>
  )
}
