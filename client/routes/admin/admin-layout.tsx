import { Navigate, Outlet, useLocation, useNavigate } from 'react-router'
import { AdminFrame, type AdminNavLink } from '#client/components/layout/admin-frame.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import { useAdminLogout } from '#client/features/admin-session/admin-session.mutations.ts'
import { useAdminSession } from '#client/features/admin-session/admin-session.queries.ts'
import { AccessDenied } from '#client/features/admin-session/components/access-denied.tsx'
import { usePublicSettings } from '#client/features/settings/settings.queries.ts'
import { pagePaths, withQuery } from '#client/lib/paths.ts'
import { useDocumentTitle } from '#client/app/use-document-title.ts'

const ADMIN_LINKS: readonly AdminNavLink[] = [
  { label: 'Dashboard', to: pagePaths.admin, end: true },
  { label: 'Inbox', to: pagePaths.inbox },
  { label: 'Cases', to: pagePaths.adminCases },
  { label: 'People', to: pagePaths.adminPeople },
  { label: 'Affiliates', to: pagePaths.affiliateManagement },
  { label: 'News', to: pagePaths.adminNews },
  { label: 'Outbox', to: pagePaths.adminOutbox },
  { label: 'Audit log', to: pagePaths.adminAudit },
  { label: 'Settings', to: pagePaths.adminSettings },
]

/**
 * The frame of every back-office page and its gate: an admin sees the page; a signed-out visitor is
 * sent to the sign-in form at /admin (and back afterwards); anyone else signed in sees Access Denied.
 */
export function AdminLayout() {
  const settings = usePublicSettings()
  useDocumentTitle(settings?.company.name)
  const session = useAdminSession()
  const isAdmin = session.data?.state === 'admin'

  return (
    <AdminFrame
      companyName={settings?.company.name}
      homeTo={pagePaths.admin}
      links={isAdmin ? ADMIN_LINKS : []}
      actions={
        session.data?.state === 'admin' ? <AdminActions username={session.data.admin.username} /> : null
      }
    >
      <AdminGate />
    </AdminFrame>
  )
}

function AdminGate() {
  const session = useAdminSession()
  const location = useLocation()
  if (session.isPending) return <Spinner label="Loading…" />
  if (session.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-4 py-16 text-center">
        <p className="text-navy-900">We could not reach the server. Please try again.</p>
        <Button variant="outline" onClick={() => void session.refetch()}>
          Try again
        </Button>
      </div>
    )
  }
  const { state } = session.data
  if (state === 'not-admin') return <AccessDenied />
  if (state === 'signed-out' && location.pathname.replace(/\/$/, '') !== pagePaths.admin) {
    const returnTo = `${location.pathname}${location.search}`
    return <Navigate to={withQuery(pagePaths.admin, { returnTo })} replace />
  }
  return <Outlet />
}

function AdminActions({ username }: { username: string }) {
  const logout = useAdminLogout()
  const navigate = useNavigate()
  const signOut = async () => {
    try {
      await logout.mutateAsync()
      void navigate(pagePaths.admin, { replace: true })
    } catch {
      toast({ variant: 'destructive', title: 'Error', description: 'Signing out failed. Please try again.' })
    }
  }
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span className="hidden truncate text-sm text-white/85 sm:inline">{username}</span>
      <Button variant="outline-inverse" size="sm" onClick={() => void signOut()} disabled={logout.isPending}>
        Sign out
      </Button>
    </div>
  )
}
