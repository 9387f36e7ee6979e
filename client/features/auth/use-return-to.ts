import { useCallback } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { safeReturnTo } from '#shared/domain/return-to.ts'
import { pagePaths } from '#client/lib/paths.ts'

/**
 * Where to go after signing in or up: the returnTo query when it stays on this site, else the
 * dashboard. `returnTo` is the query to carry along to the other account pages (null if unsafe).
 */
export function useReturnTo() {
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const raw = searchParams.get('returnTo')
  const returnTo = raw && safeReturnTo(raw, '') ? raw : null
  const target = safeReturnTo(returnTo, pagePaths.dashboard)

  const goToTarget = useCallback(() => {
    // Paths under /api/ are server navigations (redirects), not pages of this router.
    if (target.startsWith('/api/')) window.location.assign(target)
    else void navigate(target, { replace: true })
  }, [navigate, target])

  return { returnTo, target, goToTarget }
}
