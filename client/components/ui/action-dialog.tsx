import { X } from 'lucide-react'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { cn } from '#client/lib/cn.ts'

type ActionDialogProps = {
  isOpen: boolean
  onClose: () => void
  title: string
  /** A sentence under the title, read out with it when the dialog opens. */
  description?: ReactNode
  className?: string
  children: ReactNode
}

/**
 * A modal dialog for one action (usually a short form). A native <dialog> shown with showModal():
 * the browser keeps focus inside, closes on Escape and makes the page behind inert, with no
 * injected styles for the CSP to refuse (Radix's dialog locks scrolling with a <style> element).
 * Focus goes to the first field (or the element marked `data-autofocus`), and back to the opener
 * on close.
 */
export function ActionDialog({
  isOpen,
  onClose,
  title,
  description,
  className,
  children,
}: ActionDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const descriptionId = useId()

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (isOpen && !element.open) {
      element.showModal()
      // The browser would focus the first focusable element, the Close button; the first field is
      // where the person starts.
      element.querySelector<HTMLElement>('[data-autofocus], input, select, textarea')?.focus()
    }
    if (!isOpen && element.open) element.close()
  }, [isOpen])

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={onClose}
      className={cn(
        'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-xl bg-white p-5 text-navy-950 shadow-xl backdrop:bg-navy-950/60 sm:p-6',
        className,
      )}
    >
      {isOpen ? (
        <div className="grid gap-4">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-bold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              className="-mt-1 -mr-1 rounded p-1 text-navy-700 hover:bg-navy-50"
              aria-label="Close"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          {description ? (
            <div id={descriptionId} className="text-sm text-navy-800">
              {description}
            </div>
          ) : null}
          {children}
        </div>
      ) : null}
    </dialog>
  )
}
