import type { ReactNode } from 'react'
import type { ContentFigures } from '#shared/content/figures.ts'
import { Button } from '#client/components/ui/button.tsx'
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
      <div role="alert" className="grid justify-items-center gap-4 py-16 text-center">
        <p className="text-navy-900">This page could not be loaded. Please try again.</p>
        <Button variant="outline" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    )
  }
  return children(figures)
}
