import { Navigate, useNavigate, useSearchParams } from 'react-router'
import { safeReturnTo } from '#shared/domain/return-to.ts'
import { Card } from '#client/components/ui/card.tsx'
import { useAdminSession } from '#client/features/admin-session/admin-session.queries.ts'
import { AdminSignInForm } from '#client/features/admin-session/components/admin-sign-in-form.tsx'
import { isBackOfficePath, pagePaths } from '#client/lib/paths.ts'

/** /admin: the back office's sign-in form; a signed-in admin goes on to the page asked for, or the cases. */
export function AdminSignInRoute() {
  const session = useAdminSession()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const target = adminReturnTo(searchParams.get('returnTo'))

  if (session.data?.state === 'admin') return <Navigate to={target} replace />
  return (
    <div className="mx-auto grid w-full max-w-md content-start gap-6 px-4 py-12 sm:py-16">
      <div className="grid gap-2 text-center">
        <h1 className="text-3xl font-bold text-navy-950">Admin sign in</h1>
        <p className="text-navy-700">For staff of the company only.</p>
      </div>
      <Card>
        <AdminSignInForm onSignedIn={() => void navigate(target, { replace: true })} />
      </Card>
    </div>
  )
}

// Only back-office pages: a crafted link cannot send a freshly signed-in admin anywhere else.
function adminReturnTo(value: string | null): string {
  const path = safeReturnTo(value, pagePaths.adminCases)
  const pathname = path.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1')
  return isBackOfficePath(pathname) && pathname !== pagePaths.admin ? path : pagePaths.adminCases
}
