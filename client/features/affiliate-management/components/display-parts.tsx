import type { ReactNode } from 'react'

/** One term and its value in a card's description list. */
export function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 content-start gap-0.5">
      <dt className="text-navy-600">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  )
}

/** A dash for an empty value, read out as 'None'. */
export function NoValue() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">None</span>
    </>
  )
}
