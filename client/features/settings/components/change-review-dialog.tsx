import { useId } from 'react'
import type { SettingsPreview } from '#shared/contracts/settings.contract.ts'
import { ActionDialog } from '#client/components/ui/action-dialog.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { LoadFailed } from '#client/components/ui/query-state.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import type { ChangeLine } from '../settings-form.ts'

type ChangeReviewDialogProps = {
  isOpen: boolean
  sectionLabel: string
  changes: ChangeLine[]
  /** The figures as the pages will word them; undefined while it loads. */
  preview: SettingsPreview | undefined
  previewError: string | null
  onRetryPreview: () => void
  isSaving: boolean
  onSave: () => void
  onClose: () => void
}

/**
 * The confirmation before a change is saved: each value before and after, and the preview of how
 * the pages will show the figures it moves. Save waits for the preview.
 */
export function ChangeReviewDialog({
  isOpen,
  sectionLabel,
  changes,
  preview,
  previewError,
  onRetryPreview,
  isSaving,
  onSave,
  onClose,
}: ChangeReviewDialogProps) {
  const moved = preview?.lines.filter((line) => line.isChanged) ?? []
  const changesId = useId()
  const previewId = useId()
  return (
    <ActionDialog
      isOpen={isOpen}
      onClose={onClose}
      title={`Save changes to ${sectionLabel}?`}
      description="They apply at once to every page, checkout and the service agreement, and the audit log keeps who changed what."
      className="max-w-2xl"
    >
      <section aria-labelledby={changesId} className="grid gap-2">
        <h3 id={changesId} className="text-base font-semibold">
          Changes
        </h3>
        <BeforeAfterList lines={changes.map((line) => ({ id: line.key, ...line }))} />
      </section>
      <section aria-labelledby={previewId} aria-busy={!preview && !previewError} className="grid gap-2">
        <h3 id={previewId} className="text-base font-semibold">
          Preview: what the pages will show
        </h3>
        {previewError ? (
          <LoadFailed text={previewError} onRetry={onRetryPreview} />
        ) : !preview ? (
          <Spinner label="Loading the preview…" className="py-4" />
        ) : moved.length === 0 ? (
          <p className="text-sm text-navy-800">No figure on the public pages changes.</p>
        ) : (
          <BeforeAfterList lines={moved} />
        )}
      </section>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={isSaving}>
          Cancel
        </Button>
        <Button onClick={onSave} disabled={isSaving || !preview}>
          {isSaving ? 'Saving…' : 'Save changes'}
        </Button>
      </div>
    </ActionDialog>
  )
}

function BeforeAfterList({
  lines,
}: {
  lines: { id: string; label: string; before: string; after: string }[]
}) {
  return (
    <dl className="grid gap-2 text-sm">
      {lines.map((line) => (
        <div key={line.id} className="grid gap-0.5 rounded-md bg-navy-50 p-2">
          <dt className="font-semibold text-navy-950">{line.label}</dt>
          <dd className="grid gap-0.5 text-navy-800">
            <span>
              <span className="text-navy-700">Now: </span>
              <span className="break-words">{line.before}</span>
            </span>
            <span>
              <span className="text-navy-700">After: </span>
              <span className="font-semibold break-words text-navy-950">{line.after}</span>
            </span>
          </dd>
        </div>
      ))}
    </dl>
  )
}
