import type { ComponentProps, ReactNode } from 'react'
import { cn } from '#client/lib/cn.ts'

/** A white panel with a hairline ring: the container of dashboard and case page sections. */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('rounded-xl bg-white p-5 shadow-sm ring-1 ring-navy-100 sm:p-6', className)}
      {...props}
    />
  )
}

/** A titled section in a Card; `id` is its heading's, which names the section. */
export function CardSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card>
      <section aria-labelledby={id} className="grid gap-4">
        <h2 id={id} className="text-lg font-semibold text-navy-950">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  )
}
