import type { ReactNode } from 'react'
import type { ContentFigures } from '#shared/content/figures.ts'
import { LoadFailed } from '#client/components/ui/query-state.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { useContentFigures } from '../content.queries.ts'

/**
 * Loads the content figures, then renders `children` with them: `fallback` (a spinner unless
 * given) while they load, a retry on error.
 */
export function ContentFiguresGate({
  children,
  fallback = <Spinner label="Loading…" />,
}: {
  children: (figures: ContentFigures) => ReactNode
  fallback?: ReactNode
}) {
  const { data: figures, isPending, isError, refetch } = useContentFigures()
  if (isPending) return fallback
  if (isError) {
    return (
      <LoadFailed layout="page" text="This page could not be loaded. Please try again." onRetry={refetch} />
    )
  }
  return children(figures)
}
