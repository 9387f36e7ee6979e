import { LoaderCircle } from 'lucide-react'
import { cn } from '#client/lib/cn.ts'

/** A loading indicator that screen readers announce by its label. */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center py-16 text-navy-700', className)}>
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin motion-reduce:animate-none" />
      <span className="sr-only">{label}</span>
    </div>
  )
}
