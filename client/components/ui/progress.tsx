import { cn } from '#client/lib/cn.ts'

/**
 * A progress bar screen readers announce with its label and value. The width is set through the
 * style property (CSSOM), which the site's CSP allows, unlike a style attribute in markup.
 */
export function Progress({ value, label, className }: { value: number; label: string; className?: string }) {
  const percent = Math.min(100, Math.max(0, Math.round(value)))
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cn('h-2.5 w-full overflow-hidden rounded-full bg-navy-100', className)}
    >
      <div className="h-full rounded-full bg-navy-700 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  )
}
