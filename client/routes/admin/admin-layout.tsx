import { useEffect, useRef, useState } from 'react'
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router'
import { ADMIN_ONLY_MESSAGE } from '#shared/domain/access.ts'
import { AdminFrame, type AdminNavLink } from '#client/components/layout/admin-frame.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { LoadFailed } from '#client/components/ui/query-state.tsx'
import { Spinner } from '#client/components/ui/spinner.tsx'
import { toast } from '#client/components/ui/use-toast.ts'
import { useAdminLogout } from '#client/features/auth/admin-session.mutations.ts'
import { useAdminSession } from '#client/features/auth/admin-session.queries.ts'
import { useInboxSummary } from '#client/features/inbox/inbox.queries.ts'
import { AccessDenied } from '#client/features/auth/components/access-denied.tsx'
import { clearDeniedVisit, deniedVisitState, markDeniedVisit } from '#client/features/auth/denied-visit.ts'
import { LOGGED_OUT_NOTICE, signInAgain, type SignedOutNotice } from '#client/features/auth/sign-in-again.ts'
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
  { label: 'Social', to: pagePaths.socialDashboard },
  { label: 'Videos', to: pagePaths.videoDashboard },
  { label: 'E-mail', to: pagePaths.emailMarketing },
  { label: 'SEO', to: pagePaths.adminSeo },
  { label: 'Outbox', to: pagePaths.adminOutbox },
  { label: 'Audit log', to: pagePaths.adminAudit },
  { label: 'Settings', to: pagePaths.adminSettings },
]

/**
 * The frame of every back-office page and its gate: an admin sees the page; a signed-out visitor is
 * sent to the sign-in form at /admin (and back afterwards); anyone else signed in is warned, makes
 * the specification's trip to sign in, and sees Access Denied.
 */
export function AdminLayout() {
  const settings = usePublicSettings()
  useDocumentTitle(settings?.company.name)
  const session = useAdminSession()
  const isAdmin = session.data?.state === 'admin'
  const unread = useInboxSummary({ isEnabled: isAdmin })

  return (
    <AdminFrame
      companyName={settings?.company.name}
      homeTo={pagePaths.admin}
      links={isAdmin ? withUnread(ADMIN_LINKS, unread.data?.unreadConversationCount) : []}
      actions={
        session.data?.state === 'admin' ? <AdminActions username={session.data.admin.username} /> : null
      }
    >
      <AdminGate />
    </AdminFrame>
  )
}

// The inbox link carries how many conversations have unread messages.
function withUnread(links: readonly AdminNavLink[], unread: number | undefined): readonly AdminNavLink[] {
  if (!unread) return links
  return links.map((link) =>
    link.to === pagePaths.inbox ? { ...link, count: { value: unread, noun: 'unread' } } : link,
  )
}

function AdminGate() {
  const session = useAdminSession()
  const location = useLocation()
  if (session.isPending) return <Spinner label="Loading…" />
  if (session.isError) {
    return (
      <LoadFailed
        layout="page"
        text="We could not reach the server. Please try again."
        onRetry={session.refetch}
      />
    )
  }
  const { state } = session.data
  if (state === 'not-admin') return <NotAdmin />
  if (state === 'signed-out' && location.pathname.replace(/\/$/, '') !== pagePaths.admin) {
    const returnTo = `${location.pathname}${location.search}`
    return <Navigate to={withQuery(pagePaths.admin, { returnTo })} replace />
  }
  return <Outlet />
}

// The 'Unauthorized' toast and its 500 ms, with the reason a signed-in user is turned away.
const NOT_ADMIN_NOTICE: SignedOutNotice = { ...LOGGED_OUT_NOTICE, description: ADMIN_ONLY_MESSAGE }

/**
 * A signed-in user without the ADMIN role (spec 002 §6, §8): the 'Unauthorized' toast, then
 * /api/login after 500 ms, then Access Denied. /api/login sends a signed-in user straight back, so
 * the page notes the trip and shows Access Denied when it comes back instead of going again
 * (docs/decisions/034-live-admin-dashboard.md).
 */
function NotAdmin() {
  const location = useLocation()
  const here = `${location.pathname}${location.search}`
  const [isBack] = useState(() => deniedVisitState(here) !== 'first')
  const hasWarned = useRef(false)

  useEffect(() => {
    if (isBack) {
      clearDeniedVisit()
      return
    }
    markDeniedVisit(here)
    // StrictMode runs effects twice: one toast, the redirect rescheduled after the cleanup.
    const cancel = signInAgain(here, { isWarned: hasWarned.current, notice: NOT_ADMIN_NOTICE })
    hasWarned.current = true
    return cancel
  }, [isBack, here])

  if (isBack) return <AccessDenied />
  return <Spinner label="Redirecting to sign in…" />
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
