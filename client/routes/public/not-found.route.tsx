import { Link } from 'react-router'
import { Button } from '#client/components/ui/button.tsx'
import { pagePaths } from '#client/lib/paths.ts'

export const NOT_FOUND_TITLE = 'Page Not Found'

export function NotFoundRoute() {
  return (
    <div className="mx-auto grid w-full max-w-xl grow content-center justify-items-center gap-4 px-4 py-20 text-center">
      <p className="text-sm font-semibold tracking-widest text-amber-800">404</p>
      <h1 className="text-3xl font-bold text-navy-950 sm:text-4xl">{NOT_FOUND_TITLE}</h1>
      <p className="text-navy-700">Did you forget to add the page to the router?</p>
      <Button asChild className="mt-4">
        <Link to={pagePaths.home}>Back to home</Link>
      </Button>
    </div>
  )
}
