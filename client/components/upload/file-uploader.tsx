import { CircleAlert, CircleCheck, FileUp, LoaderCircle, X } from 'lucide-react'
import { useId, useRef, useState, type ReactNode } from 'react'
import { DOCUMENT_VALIDATION_FAILED, FILE_LIMITS, UPLOAD_ACCEPT } from '#shared/domain/uploads.ts'
import { Button } from '#client/components/ui/button.tsx'
import { Progress } from '#client/components/ui/progress.tsx'
import { Select } from '#client/components/ui/select.tsx'
import { cn } from '#client/lib/cn.ts'
import { formatFileSize } from './file-size.ts'
import { canStartUpload, skippedNote, takeFiles, type UploadItem } from './upload-queue.ts'

export type UploadUpdate = (id: string, patch: Partial<Omit<UploadItem, 'id' | 'file'>>) => void

/** What the uploader asks about each file before it is sent (a document's kind). */
export type UploadChoice = { label: string; options: { value: string; label: string }[] }

type FileUploaderProps = {
  /** The picker's label, e.g. 'Choose documents'. */
  label: string
  /** How many files one batch takes: 5 on the case page, 10 on the upload page (spec 000 §9). */
  maxFiles: number
  uploadLabel: string
  /** Sends the pending items, reporting each one's progress and outcome through `update`. */
  onUpload: (items: UploadItem[], update: UploadUpdate) => Promise<void>
  choice?: UploadChoice
  /** Shown under the picker: the limits in words. */
  hint?: ReactNode
}

let nextItemId = 1

const STATUS_TEXT: Record<UploadItem['status'], string> = {
  pending: 'Ready to upload',
  uploading: 'Uploading',
  success: 'Uploaded',
  error: 'Failed',
}

/**
 * Chooses files and uploads them, each going pending → uploading (with progress) → success or
 * error (spec 000 §4). Files above the size limit, of another type or beyond the count are skipped
 * with a note saying so; a file can be removed only while pending.
 */
export function FileUploader({ label, maxFiles, uploadLabel, onUpload, choice, hint }: FileUploaderProps) {
  const [items, setItems] = useState<UploadItem[]>([])
  const [note, setNote] = useState<string | null>(null)
  const [isUploading, setIsUploading] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const hintId = useId()
  const noteId = useId()

  const update: UploadUpdate = (id, patch) =>
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...patch } : item)))

  const addFiles = (files: File[]) => {
    // A finished batch makes way for the next one: the button needs every file pending.
    const open = items.filter((item) => item.status === 'pending')
    const { taken, skipped } = takeFiles(files, open.length, maxFiles)
    setNote(skippedNote(skipped, maxFiles, FILE_LIMITS.maxBytes))
    setItems([
      ...open,
      ...taken.map((file): UploadItem => ({
        id: `upload-${nextItemId++}`,
        file,
        progress: 0,
        status: 'pending',
        error: null,
        issues: [],
        choice: choice?.options.length === 1 ? (choice.options[0]?.value ?? null) : null,
      })),
    ])
  }

  const start = async () => {
    const batch = items.filter((item) => item.status === 'pending')
    setIsUploading(true)
    try {
      await onUpload(batch, update)
    } finally {
      setIsUploading(false)
    }
  }

  const isReady = !isUploading && canStartUpload(items, choice !== undefined)
  // A finished batch stays listed (with its outcomes) until new files are chosen or it is cleared.
  const isFinished =
    !isUploading &&
    items.length > 0 &&
    items.every((item) => item.status === 'success' || item.status === 'error')
  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <label
          htmlFor={inputId}
          className={cn(
            'flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed border-navy-300 bg-navy-50 px-4 py-6 text-center',
            'hover:border-navy-500 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-navy-700',
            isUploading && 'pointer-events-none opacity-60',
          )}
          onDragOver={(event) => event.preventDefault()}
          onDrop={(event) => {
            event.preventDefault()
            if (!isUploading) addFiles([...event.dataTransfer.files])
          }}
        >
          <FileUp aria-hidden="true" className="size-8 text-navy-700" />
          <span className="font-semibold text-navy-950">{label}</span>
          <span className="text-sm text-navy-700">Tap to choose, or drop files here</span>
          <input
            ref={input}
            id={inputId}
            type="file"
            multiple={maxFiles > 1}
            accept={UPLOAD_ACCEPT}
            disabled={isUploading}
            aria-describedby={
              [hint ? hintId : null, note ? noteId : null].filter(Boolean).join(' ') || undefined
            }
            className="sr-only"
            onChange={(event) => {
              addFiles([...(event.target.files ?? [])])
              // The same file can be chosen again after it was removed.
              event.target.value = ''
            }}
          />
        </label>
        {hint ? (
          <p id={hintId} className="text-sm text-navy-700">
            {hint}
          </p>
        ) : null}
        <p id={noteId} role="status" className="text-sm font-medium text-yellow-900 empty:hidden">
          {note}
        </p>
      </div>

      {items.length > 0 ? (
        <ul className="grid gap-3" aria-label="Chosen files">
          {items.map((item) => (
            <UploadRow
              key={item.id}
              item={item}
              choice={choice}
              onChoose={(value) => update(item.id, { choice: value || null })}
              onRemove={() => {
                setItems((current) => current.filter((other) => other.id !== item.id))
                input.current?.focus()
              }}
            />
          ))}
        </ul>
      ) : null}

      <div className="flex flex-wrap gap-3">
        <Button disabled={!isReady} onClick={() => void start()}>
          {isUploading ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {isUploading ? 'Uploading…' : uploadLabel}
        </Button>
        {isFinished ? (
          <Button variant="outline" onClick={() => setItems([])}>
            Clear the list
          </Button>
        ) : null}
      </div>
    </div>
  )
}

function UploadRow({
  item,
  choice,
  onChoose,
  onRemove,
}: {
  item: UploadItem
  choice: UploadChoice | undefined
  onChoose: (value: string) => void
  onRemove: () => void
}) {
  const choiceId = useId()
  const isPending = item.status === 'pending'
  return (
    <li className="grid gap-2 rounded-lg border border-navy-100 p-3">
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <p className="font-medium break-all text-navy-950">{item.file.name}</p>
          <p className="flex items-center gap-1.5 text-sm text-navy-700">
            <StatusIcon status={item.status} />
            <span>
              {formatFileSize(item.file.size)} · {STATUS_TEXT[item.status]}
              {item.status === 'uploading' ? ` ${Math.round(item.progress)}%` : ''}
            </span>
          </p>
        </div>
        {isPending ? (
          <Button variant="ghost" size="icon" onClick={onRemove} className="shrink-0">
            <X aria-hidden="true" />
            <span className="sr-only">Remove {item.file.name}</span>
          </Button>
        ) : null}
      </div>
      {choice ? (
        <div className="grid gap-1">
          <label htmlFor={choiceId} className="text-sm font-medium text-navy-900">
            {choice.label}
          </label>
          <Select
            id={choiceId}
            value={item.choice ?? ''}
            disabled={!isPending}
            onChange={(event) => onChoose(event.target.value)}
          >
            <option value="">Choose…</option>
            {choice.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </div>
      ) : null}
      {item.status === 'uploading' ? (
        <Progress value={item.progress} label={`Uploading ${item.file.name}`} />
      ) : null}
      {item.status === 'error' ? (
        <div role="alert" className="grid gap-1 text-sm text-red-800">
          <p className="font-semibold">{item.issues.length > 0 ? DOCUMENT_VALIDATION_FAILED : item.error}</p>
          {item.issues.length > 0 ? (
            <ul className="list-disc pl-5">
              {item.issues.map((issue) => (
                <li key={issue}>{issue}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </li>
  )
}

function StatusIcon({ status }: { status: UploadItem['status'] }) {
  if (status === 'success') return <CircleCheck aria-hidden="true" className="size-4 text-green-800" />
  if (status === 'error') return <CircleAlert aria-hidden="true" className="size-4 text-red-800" />
  if (status === 'uploading') return <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
  return null
}
