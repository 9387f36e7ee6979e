import { cn } from '#client/lib/cn.ts'

/**
 * A progress bar screen readers announce with its label and value. The bar is drawn as an SVG
 * rectangle whose width is an attribute: the site's CSP refuses style attributes in markup, and a
 * page drawn on the server carries this bar in its markup.
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
      <svg className="block h-full w-full" aria-hidden="true" focusable="false">
        <rect className="fill-navy-700 transition-[width]" width={`${percent}%`} height="100%" rx="5" />
      </svg>
    </div>
  )
}
