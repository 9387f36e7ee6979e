import { CircleAlert } from 'lucide-react'

/** The form-level message: what the server said when it did not blame a single field. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null
  return (
    <div
      role="alert"
      className="flex gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>{message}</p>
    </div>
  )
}
