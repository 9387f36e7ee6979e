import { ExternalLink } from 'lucide-react'
import { buttonVariants } from '#client/components/ui/button.tsx'
import { cn } from '#client/lib/cn.ts'
import type { NewsEntry } from '../news-entry.ts'

/** The admins' button that opens an entry's original source in a new tab. */
export function NewsSourceLink({ entry, className }: { entry: NewsEntry; className?: string }) {
  return (
    <a
      href={entry.url}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), className)}
    >
      <ExternalLink aria-hidden="true" />
      Open source
      <span className="sr-only">{`for ${entry.title} (opens in a new tab)`}</span>
    </a>
  )
}
