import { Button } from '#client/components/ui/button.tsx'

/** A dialog form's Cancel and submit buttons (the submit one waits while the action runs). */
export function DialogButtons({
  submitLabel,
  busyLabel,
  isBusy,
  onCancel,
  isDestructive = false,
}: {
  submitLabel: string
  busyLabel: string
  isBusy: boolean
  onCancel: () => void
  isDestructive?: boolean
}) {
  return (
    <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel} disabled={isBusy}>
        Cancel
      </Button>
      <Button
        type="submit"
        disabled={isBusy}
        className={isDestructive ? 'bg-red-700 hover:bg-red-800' : undefined}
      >
        {isBusy ? busyLabel : submitLabel}
      </Button>
    </div>
  )
}
