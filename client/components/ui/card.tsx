import type { ComponentProps } from 'react'
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
