import { Link } from 'react-router'
import { Button } from '#client/components/ui/button.tsx'

type PagerProps = {
  page: number
  pageSize: number
  total: number
  /** The address of another page. */
  hrefFor: (page: number) => string
}

/** Which cases are shown out of how many, with links to the previous and next pages. */
export function Pager({ page, pageSize, total, hrefFor }: PagerProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1
  const last = Math.min(total, page * pageSize)
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-navy-700" aria-live="polite">
        {total === 0 ? 'No cases' : `Cases ${first}–${last} of ${total}`}
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Button asChild variant="outline" size="sm">
            <Link to={hrefFor(Math.min(page - 1, pageCount))}>Previous page</Link>
          </Button>
        ) : null}
        {page < pageCount ? (
          <Button asChild variant="outline" size="sm">
            <Link to={hrefFor(page + 1)}>Next page</Link>
          </Button>
        ) : null}
      </div>
    </nav>
  )
}
