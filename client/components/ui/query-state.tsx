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
  if (query.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-3">
        <p className="text-sm text-navy-900">{errorText}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    )
  }
  if (isEmpty?.(query.data)) return <>{empty}</>
  return <>{children(query.data)}</>
}
