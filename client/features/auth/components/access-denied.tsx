import { ShieldAlert } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '#client/components/ui/button.tsx'
import { pagePaths } from '#client/lib/paths.ts'
import { ADMIN_ONLY_MESSAGE } from '#shared/domain/access.ts'

/** What someone signed in without the ADMIN role sees on a back-office page (spec 002 §2.2). */
export function AccessDenied() {
  return (
    <div className="mx-auto grid w-full max-w-md justify-items-center gap-4 px-4 py-20 text-center">
      <ShieldAlert aria-hidden="true" className="size-12 text-red-700" />
      <h1 className="text-2xl font-bold text-navy-950">Access Denied</h1>
      <p className="text-navy-800">{ADMIN_ONLY_MESSAGE}</p>
      <Button asChild>
        <Link to={pagePaths.home}>Return to Home</Link>
      </Button>
    </div>
  )
}
