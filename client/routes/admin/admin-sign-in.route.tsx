import { lazy, Suspense } from 'react'
import { Navigate, useNavigate, useSearchParams } from 'react-router'
import { safeReturnTo } from '#shared/domain/return-to.ts'
import { Card } from '#client/components/ui/card.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { useAdminSession } from '#client/features/auth/admin-session.queries.ts'
import { AdminSignInForm } from '#client/features/auth/components/admin-sign-in-form.tsx'
import { isBackOfficePath, pagePaths } from '#client/lib/paths.ts'

// The dashboard (with its charts) is loaded only for a signed-in admin: the form stays light.
const AdminDashboard = lazy(() =>
  import('#client/features/admin-dashboard/components/admin-dashboard.tsx').then((m) => ({
    default: m.AdminDashboard,
  })),
)

/**
 * /admin: the back office's sign-in form, and once signed in the dashboard (spec 002 §2.2: "On
 * success the dashboard appears"). A sign-in asked for by another back-office page (returnTo)
 * goes back there.
 */
export function AdminSignInRoute() {
  const session = useAdminSession()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const target = adminReturnTo(searchParams.get('returnTo'))

  if (session.data?.state === 'admin') {
    if (target) return <Navigate to={target} replace />
    return (
      <Suspense fallback={<Spinner label="Loading the dashboard…" />}>
        <AdminDashboard />
      </Suspense>
    )
  }
  return (
    <div className="mx-auto grid w-full max-w-md content-start gap-6 px-4 py-12 sm:py-16">
      <div className="grid gap-2 text-center">
        <h1 className="text-3xl font-bold text-navy-950">Admin sign in</h1>
        <p className="text-navy-700">For staff of the company only.</p>
      </div>
      <Card>
        <AdminSignInForm onSignedIn={() => (target ? void navigate(target, { replace: true }) : undefined)} />
      </Card>
    </div>
  )
}

// Only other back-office pages: a crafted link cannot send a freshly signed-in admin anywhere else.
// Null when the admin stays here, on the dashboard.
function adminReturnTo(value: string | null): string | null {
  if (!value) return null
  const path = safeReturnTo(value, pagePaths.admin)
  const pathname = path.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1')
  return isBackOfficePath(pathname) && pathname !== pagePaths.admin ? path : null
}
