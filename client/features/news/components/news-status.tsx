import { LoaderCircle } from 'lucide-react'
import { LoadFailed } from '#client/components/ui/query-state.tsx'
import { NEWS_TEXTS } from '../news-texts.ts'

type NewsStatusProps = {
  state: 'loading' | 'empty' | 'error'
  /** Offered as "Try again" after a failed load. */
  onRetry?: () => void
}

/** What a news list shows instead of items: loading, nothing published, or a failed load. */
export function NewsStatus({ state, onRetry }: NewsStatusProps) {
  if (state === 'loading') {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-12 text-navy-700">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
        {NEWS_TEXTS.loading}
      </p>
    )
  }
  if (state === 'empty') {
    return <p className="py-12 text-center text-navy-700">{NEWS_TEXTS.empty}</p>
  }
  return <LoadFailed layout="page" text={NEWS_TEXTS.error} onRetry={onRetry} />
}
