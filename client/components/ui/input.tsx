import type { ComponentProps } from 'react'
import { cn } from '#client/lib/cn.ts'

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'h-11 w-full rounded-md border border-navy-300 bg-white px-3 text-base text-navy-950 placeholder:text-navy-500',
        'aria-invalid:border-red-700',
        'disabled:cursor-not-allowed disabled:border-navy-200 disabled:bg-navy-50',
        className,
      )}
      {...props}
    />
  )
}
