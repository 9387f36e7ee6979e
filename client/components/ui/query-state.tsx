import type { ReactNode } from 'react'
import { Button } from './button.tsx'
import { Spinner } from './spinner.tsx'

type QueryLike<T> =
  | { isPending: true; isError: false; data: undefined; refetch: () => unknown }
  | { isPending: false; isError: true; data: T | undefined; refetch: () => unknown }
  | { isPending: false; isError: false; data: T; refetch: () => unknown }

type QueryStateProps<T> = {
  query: QueryLike<T>
  /** Read by screen readers while loading, e.g. 'Loading your documents…'. */
  loadingLabel: string
  /** Said when the request failed, e.g. 'We could not load your documents.' */
  errorText: string
  /** True when the answer holds nothing to show. */
  isEmpty?: (data: T) => boolean
  empty?: ReactNode
  children: (data: T) => ReactNode
}

/** One query's three states in one place: loading, failed with Try again, empty, or its content. */
export function QueryState<T>({
  query,
  loadingLabel,
  errorText,
  isEmpty,
  empty,
  children,
}: QueryStateProps<T>) {
  if (query.isPending) return <Spinner label={loadingLabel} className="py-8" />
  if (query.isError) return <LoadFailed text={errorText} onRetry={query.refetch} />
  if (isEmpty?.(query.data)) return <>{empty}</>
  return <>{children(query.data)}</>
}

type LoadFailedProps = {
  /** Said when the request failed, e.g. 'We could not load your cases.' */
  text: string
  /** Offered as Try again; without it the failure is only said. */
  onRetry?: () => unknown
  /** 'section' sits in a card, panel or dialog; 'page' stands in for a whole screen. */
  layout?: 'section' | 'page'
}

/**
 * The failed state of every load, for screens whose loading and content QueryState cannot
 * shape (a redirect first, cached figures kept, a form around the data).
 */
export function LoadFailed({ text, onRetry, layout = 'section' }: LoadFailedProps) {
  const isPage = layout === 'page'
  return (
    <div
      role="alert"
      className={
        isPage ? 'grid justify-items-center gap-4 py-16 text-center' : 'grid justify-items-start gap-3'
      }
    >
      <p className={isPage ? 'text-navy-900' : 'text-sm text-navy-900'}>{text}</p>
      {onRetry ? (
        <Button variant="outline" size={isPage ? 'md' : 'sm'} onClick={() => void onRetry()}>
          Try again
        </Button>
      ) : null}
    </div>
  )
}
