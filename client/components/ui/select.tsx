import { ChevronDown } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '#client/lib/cn.ts'

/** A native select (the phone's own picker on small screens) styled like Input. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        className={cn(
          'h-11 w-full appearance-none rounded-md border border-navy-300 bg-white py-0 pr-10 pl-3 text-base text-navy-950',
          'aria-invalid:border-red-700',
          className,
        )}
        {...props}
      />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-navy-700"
      />
    </div>
  )
}
