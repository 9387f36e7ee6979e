import type { ReactNode } from 'react'
import { ActionDialog } from '#client/components/ui/action-dialog.tsx'
import { Button } from '#client/components/ui/button.tsx'

/**
 * Asks before a destructive action: Cancel, and the red confirm button (focused on open) that
 * waits while the action runs.
 */
export function ConfirmDialog({
  isOpen,
  onClose,
  title,
  description,
  confirmLabel,
  busyLabel,
  isBusy,
  onConfirm,
}: {
  isOpen: boolean
  onClose: () => void
  title: string
  description?: ReactNode
  confirmLabel: string
  busyLabel: string
  isBusy: boolean
  onConfirm: () => void
}) {
  return (
    <ActionDialog isOpen={isOpen} onClose={onClose} title={title} description={description}>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={isBusy}>
          Cancel
        </Button>
        <Button data-autofocus className="bg-red-700 hover:bg-red-800" disabled={isBusy} onClick={onConfirm}>
          {isBusy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </ActionDialog>
  )
}
