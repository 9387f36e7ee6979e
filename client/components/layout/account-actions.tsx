import { Link } from 'react-router'
import { Button } from '#client/components/ui/button.tsx'
import { cn } from '#client/lib/cn.ts'
import { pagePaths, plannedPaths, serverPaths } from '#client/lib/paths.ts'

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
          <Button asChild variant="primary" size="sm">
            <a href={serverPaths.logout}>Sign Out</a>
          </Button>
        </>
      ) : (
        <>
          <Button asChild variant="outline" size="sm">
            <a href={serverPaths.login()}>Sign In</a>
          </Button>
          <Button asChild variant="primary" size="sm">
            <Link to={plannedPaths.startFederal}>Get Started</Link>
          </Button>
        </>
      )}
    </div>
  )
}
