import { Link } from 'react-router'
import { Button } from '#client/components/ui/button.tsx'
import { pagePaths, plannedPaths } from '#client/lib/paths.ts'

export const NOT_FOUND_TITLE = 'Page Not Found'

/** The 404 page: a plain sentence and the pages people most often came for. */
export function NotFoundRoute() {
  return (
    <div className="mx-auto grid w-full max-w-xl grow content-center justify-items-center gap-4 px-4 py-20 text-center">
      <p className="text-sm font-semibold tracking-widest text-amber-800">404</p>
      <h1 className="text-3xl font-bold text-navy-950 sm:text-4xl">{NOT_FOUND_TITLE}</h1>
      <p className="text-navy-700">
        We could not find the page you asked for. It may have moved, or the address may have a typo.
      </p>
      <nav aria-label="Where to go from here" className="mt-4 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={pagePaths.home}>Back to home</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={plannedPaths.pricing}>See pricing</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={pagePaths.help}>Get help</Link>
        </Button>
      </nav>
    </div>
  )
}
