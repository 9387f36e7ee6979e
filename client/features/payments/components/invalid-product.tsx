import { Link } from 'react-router'
import { Button } from '#client/components/ui/button.tsx'
import { pagePaths } from '#client/lib/paths.ts'

/** A checkout link naming a product we do not sell; nothing is asked of the server. */
export function InvalidProduct({ message }: { message: string }) {
  return (
    <div className="mx-auto grid w-full max-w-xl grow content-center justify-items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-navy-950">Invalid Product</h1>
      <p className="text-navy-700">{message}</p>
      <Button asChild className="mt-4">
        <Link to={pagePaths.dashboard}>Back to Dashboard</Link>
      </Button>
    </div>
  )
}
