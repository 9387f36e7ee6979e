import { Link } from 'react-router'
import { Button } from '#client/components/ui/button.tsx'
import { pagePaths } from '#client/lib/paths.ts'

/** The answer for a case that does not exist or is someone else's, on every page that names one. */
export function CaseNotFound() {
  return (
    <div className="mx-auto grid w-full max-w-xl grow content-center justify-items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-navy-950">Case Not Found</h1>
      <p className="text-navy-700">The requested case could not be found.</p>
      <Button asChild className="mt-4">
        <Link to={pagePaths.home}>Back to Dashboard</Link>
      </Button>
    </div>
  )
}
