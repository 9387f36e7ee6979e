import type { ComponentProps } from 'react'
import { cn } from '#client/lib/cn.ts'

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'min-h-24 w-full rounded-md border border-navy-300 bg-white px-3 py-2 text-base text-navy-950 placeholder:text-navy-500',
        'aria-invalid:border-red-700',
        className,
      )}
      {...props}
    />
  )
}
