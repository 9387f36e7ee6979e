import { Link } from 'react-router'
import { Button } from '#client/components/ui/button.tsx'
import { cn } from '#client/lib/cn.ts'
import { pagePaths, serverPaths } from '#client/lib/paths.ts'

export type SessionState = 'loading' | 'signed-in' | 'signed-out'

/**
 * The header's account links, by session. Signing in and out are plain links on purpose: the
 * server handles them as browser navigations that end in a redirect.
 */
export function AccountActions({ session, className }: { session: SessionState; className?: string }) {
  if (session === 'loading') return null
  return (
    <div className={cn('flex gap-2', className)}>
      {session === 'signed-in' ? (
        <>
          <Button asChild variant="outline" size="sm">
            <Link to={pagePaths.dashboard}>Dashboard</Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to={pagePaths.accountSettings}>Settings</Link>
          </Button>
          <Button asChild variant="primary" size="sm">
            <a href={serverPaths.logout} onClick={forgetThisTab}>
              Sign Out
            </a>
          </Button>
        </>
      ) : (
        <>
          <Button asChild variant="outline" size="sm">
            <a href={serverPaths.login()}>Sign In</a>
          </Button>
          <Button asChild variant="primary" size="sm">
            <Link to={pagePaths.startFederal}>Get Started</Link>
          </Button>
        </>
      )}
    </div>
  )
}

// What this tab kept for the visitor (an unfinished wizard: a criminal history) goes with the
// session, so the next person at a shared computer does not find it.
function forgetThisTab() {
  try {
    window.sessionStorage.clear()
  } catch {
    // Storage disabled: nothing was kept.
  }
}
