import type { ReactNode } from 'react'

/**
 * A titled section of a screen whose content brings its own panels (tables, cards, lists); `id` is
 * its heading's, which names the section. `isBusy` marks it while its query refetches.
 */
export function PlainSection({
  id,
  title,
  isBusy,
  children,
}: {
  id: string
  title: string
  isBusy?: boolean
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} aria-busy={isBusy} className="grid min-w-0 gap-3">
      <h2 id={id} className="text-xl font-semibold text-navy-950">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** What a section shows in place of an empty list: one sentence on a white panel. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl bg-white p-6 text-center text-navy-800 shadow-sm ring-1 ring-navy-100">
      {children}
    </p>
  )
}
